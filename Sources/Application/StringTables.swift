// swift-format-ignore-file
// Written by StringTableCompiler from this module's Resources/*.lproj/Localizable.strings.
// Edit those files, not this one.

/// The sentences of this module in every language it has, compiled from its
/// `Localizable.strings` files.
enum StringTables {
  /// The table of `language`, a lowercased language folder such as `zh-hans`, or `nil`.
  static func table(_ language: String) -> [String: String]? {
    switch language {
    case "de":
      return [
        "trip.title": "Reise %@",
        "trip.route": "%1$@ → %2$@",
        "trip.route.from": "ab %@",
        "trip.route.to": "nach %@",
        "trip.delay": "%@ Verspätung",
        "trip.arrival.laterDay": "%1$@ +%2$@",
        "message.notFound": "Es gibt keine Reise %@.",
        "hint.notFound": "Mit 'trips list --all' werden alle Reisen und ihre Nummern angezeigt.",
        "store.notAStore": "%1$@ ist kein Trips-Speicher (%2$@).",
        "store.damaged": "%1$@ ist beschädigt (%2$@).",
        "store.newerVersion": "%1$@ wurde von einer neueren Trips-Version geschrieben (Speicherversion %2$@; diese kennt bis %3$@).",
        "store.failed": "%1$@ konnte nicht verwendet werden (%2$@).",
        "store.unreadable": "%1$@ kann nicht gelesen werden (%2$@).",
        "store.unwritable": "%1$@ kann nicht geschrieben werden (%2$@).",
        "store.busy": "%@ wird von einem anderen Programm benutzt, das ihn nicht rechtzeitig freigegeben hat. Nichts wurde geändert.",
        "store.unreachable": "%@ ist nicht erreichbar. Nichts wurde geändert.",
        "store.outcomeUnknown": "%@ hat während des Speicherns nicht mehr geantwortet; die Änderung ist vielleicht gespeichert.",
        "hint.outcomeUnknown": "Prüfen Sie mit 'trips list --all', sobald der Speicher wieder erreichbar ist, ob sie gespeichert wurde, bevor Sie es erneut versuchen.",
        "store.credentialsRefused": "%@ hat Benutzername oder Passwort nicht angenommen. Nichts wurde geändert.",
        "store.privilegeRefused": "%@ verweigert diesem Benutzer, was der Befehl braucht. Nichts wurde geändert.",
        "hint.storeUnreachable": "Versuchen Sie es wieder, wenn der Server zurück ist. Bleibt er weg, prüfen Sie die Adresse in --store oder TRIPS_STORE.",
        "hint.credentials": "Prüfen Sie Benutzer und Passwort des Speichers. Bewahren Sie ein Passwort in einer Passwortdatei auf (bei PostgreSQL ~/.pgpass oder die Datei, die PGPASSFILE nennt), nicht in der Adresse.",
        "hint.privilege": "Bitten Sie den Eigentümer der Datenbank, diesem Benutzer die nötigen Rechte zu geben.",
        "hint.storeFailure": "Prüfen Sie den mit --store oder TRIPS_STORE angegebenen Pfad, oder legen Sie die Datei beiseite und versuchen Sie es erneut.",
        "hint.storeBusy": "Versuchen Sie es gleich noch einmal, wenn das andere Programm den Speicher nicht mehr benutzt.",
        "store.readOnly": "%@ nimmt zurzeit keine Änderungen an. Nichts wurde geändert.",
        "store.serverFailed": "%@ konnte nicht verwendet werden. Nichts wurde geändert.",
        "store.serverUnwritable": "%@ konnte die Änderung nicht schreiben. Nichts wurde geändert.",
        "hint.standby": "Es ist ein Standby-Server. Nennen Sie den Primärserver in --store oder TRIPS_STORE, oder geben Sie alle Hosts mit target_session_attrs=read-write an, etwa postgresql://host1,host2/trips?target_session_attrs=read-write.",
        "hint.refusesChanges": "Der Server ist so eingestellt, dass er Änderungen ablehnt (default_transaction_read_only). Wenden Sie sich an seine Administration.",
        "hint.noServerTakesChanges": "Keiner der Hosts in der Adresse nimmt schon Änderungen an, etwa während ein Standby-Server zum Primärserver wird. Versuchen Sie es gleich noch einmal.",
        "hint.newerVersion": "Verwenden Sie die neuere Trips-Version, die ihn geschrieben hat, oder nennen Sie mit --store oder TRIPS_STORE einen anderen Speicher.",
        "hint.fileAccess": "Prüfen Sie, ob dieser Benutzer die Datei und ihren Ordner lesen und schreiben darf und ob auf dem Datenträger Platz ist.",
        "hint.keptChangesDamaged": "Die Datei der auf diesem Computer gespeicherten Änderungen bleibt, wie sie ist; nichts wird aus ihr gesendet oder in sie geschrieben. Verschieben Sie sie, um sie zu behalten, oder entfernen Sie sie mit 'trips copies --remove --discard-changes'.",
        "hint.keptChangesNewer": "Ein neueres Trips hat diese Änderungen gespeichert: Senden Sie sie damit, mit 'trips sync'.",
        "hint.serverNotAStore": "Die Datenbank enthält Tabellen, die Trips nicht angelegt hat. Geben Sie Trips in der Adresse eine eigene Datenbank.",
        "hint.serverDamaged": "Trips ändert nichts, was es nicht lesen kann. Bitten Sie die Administration der Datenbank, die Tabelle trips_store zu prüfen.",
        "hint.serverFailure": "Prüfen Sie die mit --store oder TRIPS_STORE angegebene Adresse. Stimmt sie, steht mehr im Protokoll des Servers.",
        "message.noUpcomingTrips": "Es gibt keine bevorstehenden Reisen.",
        "hint.noUpcomingTrips": "Mit 'trips list --all' werden auch angekommene Reisen angezeigt.",
        "message.noTrips": "Es gibt noch keine Reisen.",
        "hint.noTrips": "Planen Sie eine mit 'trips add --departure ZEIT --arrival ZEIT'.",
        "message.removed": "Reise %@ entfernt.",
        "message.skippedTime": "Am %2$@ gibt es in %3$@ kein %1$@: eine Zeitumstellung überspringt es.",
        "message.skippedTimeChange": "Am %2$@ gibt es in %3$@ kein %1$@: die Uhren springen an diesem Tag von %4$@ direkt auf %5$@.",
        "message.delayOutOfRange": "Eine Verspätung von %1$@ Minuten ist mehr als ein Jahr; höchstens %2$@ Minuten in jede Richtung.",
        "message.arrivalNotAfterDeparture": "Die Ankunft (%2$@) muss nach der Abfahrt (%1$@) liegen.",
        "message.originBlank": "Der Name des Abfahrtsorts besteht nur aus Leerraum.",
        "message.destinationBlank": "Der Name des Zielorts besteht nur aus Leerraum.",
        "message.originTooLong": "Der Name des Abfahrtsorts hat %1$@ Zeichen; erlaubt sind höchstens %2$@.",
        "message.destinationTooLong": "Der Name des Zielorts hat %1$@ Zeichen; erlaubt sind höchstens %2$@.",
        "hint.name": "Geben Sie einen Namen mit 1 bis 100 Zeichen an, oder '' für keinen Namen.",
        "message.originUnsafe": "Der Name des Abfahrtsorts (--from) enthält an Position %2$@ das Zeichen %1$@, ein Steuerzeichen, das in Namen nicht erlaubt ist.",
        "message.destinationUnsafe": "Der Name des Zielorts (--to) enthält an Position %2$@ das Zeichen %1$@, ein Steuerzeichen, das in Namen nicht erlaubt ist.",
        "hint.unsafeName": "Namen werden im Terminal angezeigt; sie dürfen daher keine Steuerzeichen, Zeichen zur Schreibrichtung oder Zeilenumbrüche enthalten.",
        "message.removedElsewhere": "Reise %@ wurde entfernt.",
        "message.changedElsewhere": "Reise %@ wurde inzwischen anderswo geändert. Nichts wurde geändert.",
        "hint.changedElsewhere": "Sehen Sie mit 'trips show %@' nach und wiederholen Sie die Änderung, wenn sie noch passt.",
        "watch.keys": "+/- Abfahrt um eine Minute verschieben · 0 pünktlich · q beenden",
        "message.moved": "Alle Reisen verschoben (insgesamt %@), mit Nummer und Revision. Der alte Speicher blieb unverändert.",
        "message.moveTargetNotNew": "Nichts wurde verschoben: Der neue Speicher hat schon Reisenummern vergeben (bis %@), die mit den verschobenen zusammenfallen könnten.",
        "hint.moveTargetNotNew": "Verschieben Sie in einen Speicher, der nie benutzt wurde: eine neue Datei oder eine leere Datenbank.",
        "message.nothingToMove": "Nichts wurde verschoben: Der Speicher hat nie eine Reise enthalten.",
        "message.unresolvedConflict": "Reise %@ hat eine auf diesem Computer gemachte Änderung, die mit der des Servers kollidiert. Nichts wurde geändert.",
        "hint.unresolvedConflict": "Sehen Sie beide mit 'trips pending' an und wählen Sie dann mit 'trips resolve %@ --keep mine' oder '--keep theirs'.",
        "sync.sent": "%@ auf diesem Computer gemachte Änderungen wurden gesendet.",
        "sync.sentNone": "Keine auf diesem Computer gemachte Änderung wartete auf das Senden.",
        "sync.sentNoneConflicts": "Keine Änderung wurde gesendet: Was auf diesem Computer gespeichert ist, wartet auf die Lösung seiner Konflikte.",
        "sync.sentOne": "1 auf diesem Computer gemachte Änderung wurde gesendet.",
        "sync.conflict": "Reise %@: Ihre Änderung kollidiert mit der des Servers und wurde nicht übernommen. Sie bleibt erhalten.",
        "hint.syncConflict": "Sehen Sie beide mit 'trips pending' an und wählen Sie dann mit 'trips resolve'.",
        "pending.none": "Keine auf diesem Computer gemachte Änderung wartet auf das Senden.",
        "pending.waiting": "Eine Änderung an Reise %@ wartet auf das Senden.",
        "pending.theirs": "Reise %@ auf dem Server:",
        "pending.theirsRemoved": "Reise %@ wurde auf dem Server entfernt.",
        "pending.mine": "Reise %@, wie Ihre Änderung sie hinterlässt:",
        "pending.mineRemoves": "Ihre Änderung entfernt Reise %@.",
        "pending.mineCannot": "Ihre Änderung an Reise %@ lässt sich auf die Reise auf dem Server, wie sie ist, nicht anwenden.",
        "pending.fields": "Auf beiden Seiten geändert: %@.",
        "field.departure": "Abfahrt",
        "field.arrival": "Ankunft",
        "field.recordedDeparture": "tatsächliche Abfahrt",
        "field.origin": "Start",
        "field.destination": "Ziel",
        "resolve.none": "Reise %@ hat keinen Konflikt.",
        "hint.resolveNone": "'trips pending' listet die Konflikte.",
        "resolve.theirs": "Ihre Änderung an Reise %@ wurde verworfen; die Reise des Servers bleibt, wie sie ist.",
        "resolve.mine": "Ihre Änderung an Reise %@ wurde erneut gemacht, auf der Reise des Servers.",
        "resolve.refused": "Ihre Änderung an Reise %@ lässt sich nicht erneut machen: Die Reise des Servers ist fort oder inzwischen geändert. Der Konflikt bleibt.",
        "hint.resolveRefused": "Sehen Sie mit 'trips pending' nach, oder verwerfen Sie Ihre Änderung mit 'trips resolve %@ --keep theirs'.",
      ]
    case "en":
      return [
        "trip.title": "Trip %@",
        "trip.route": "%1$@ → %2$@",
        "trip.route.from": "from %@",
        "trip.route.to": "to %@",
        "trip.delay": "%@ delay",
        "trip.arrival.laterDay": "%1$@ +%2$@",
        "message.notFound": "There is no trip %@.",
        "hint.notFound": "Run 'trips list --all' to see every trip and its number.",
        "store.notAStore": "%1$@ is not a Trips store (%2$@).",
        "store.damaged": "%1$@ is damaged (%2$@).",
        "store.newerVersion": "%1$@ was written by a newer Trips (store version %2$@; this one knows up to %3$@).",
        "store.failed": "%1$@ could not be used (%2$@).",
        "store.unreadable": "%1$@ cannot be read (%2$@).",
        "store.unwritable": "%1$@ cannot be written (%2$@).",
        "store.busy": "%@ is in use by another program, which did not let go in time. Nothing was changed.",
        "store.unreachable": "%@ cannot be reached. Nothing was changed.",
        "store.outcomeUnknown": "%@ stopped answering while the change was being saved, so it may have been saved.",
        "hint.outcomeUnknown": "Run 'trips list --all' when the store is back to see whether it was, before trying again.",
        "store.credentialsRefused": "%@ did not accept the user name or password. Nothing was changed.",
        "store.privilegeRefused": "%@ refused this user what the command needs. Nothing was changed.",
        "hint.storeUnreachable": "Try again when the server is back. If it stays away, check the address given with --store or TRIPS_STORE.",
        "hint.credentials": "Check the user and password for the store. Keep a password in a password file (for PostgreSQL, ~/.pgpass or the file PGPASSFILE names), not in the address.",
        "hint.privilege": "Ask the owner of the store's database to grant this user the access it needs.",
        "hint.storeFailure": "Check the path given with --store or TRIPS_STORE, or move the file aside and try again.",
        "hint.storeBusy": "Try again in a moment, when the other program has finished with the store.",
        "store.readOnly": "%@ takes no changes now. Nothing was changed.",
        "store.serverFailed": "%@ could not be used. Nothing was changed.",
        "store.serverUnwritable": "%@ could not write the change. Nothing was changed.",
        "hint.standby": "It is a standby. Name the primary with --store or TRIPS_STORE, or give every host with target_session_attrs=read-write, such as postgresql://host1,host2/trips?target_session_attrs=read-write.",
        "hint.refusesChanges": "The server is set to refuse changes (default_transaction_read_only). Ask its administrator.",
        "hint.noServerTakesChanges": "None of the hosts in the address takes changes yet, as while a standby becomes the primary. Try again in a moment.",
        "hint.newerVersion": "Use the newer Trips that wrote it, or name another store with --store or TRIPS_STORE.",
        "hint.fileAccess": "Check that this user may read and write the file and its folder, and that the disk has room.",
        "hint.keptChangesDamaged": "The file of changes kept on this computer is left as it is, and nothing is sent from it or written into it. Move it aside to keep it, or remove it with 'trips copies --remove --discard-changes'.",
        "hint.keptChangesNewer": "A newer Trips kept these changes: send them with it, with 'trips sync'.",
        "hint.serverNotAStore": "The database holds tables that Trips did not make. Give Trips a database of its own in the address.",
        "hint.serverDamaged": "Trips changes nothing it cannot read. Ask the database's administrator to look at its trips_store table.",
        "hint.serverFailure": "Check the address given with --store or TRIPS_STORE. If it is right, the server's log says more.",
        "message.noUpcomingTrips": "There are no upcoming trips.",
        "hint.noUpcomingTrips": "Run 'trips list --all' to include trips that have arrived.",
        "message.noTrips": "There are no trips yet.",
        "hint.noTrips": "Plan one with 'trips add --departure TIME --arrival TIME'.",
        "message.removed": "Removed trip %@.",
        "message.skippedTime": "There is no %1$@ on %2$@ in %3$@: a daylight-saving change skips it.",
        "message.skippedTimeChange": "There is no %1$@ on %2$@ in %3$@: the clocks go from %4$@ straight to %5$@ that day.",
        "message.delayOutOfRange": "A delay of %1$@ minutes is more than a year; give at most %2$@ minutes either way.",
        "message.arrivalNotAfterDeparture": "The arrival (%2$@) must be after the departure (%1$@).",
        "message.originBlank": "The origin's name has only white space.",
        "message.destinationBlank": "The destination's name has only white space.",
        "message.originTooLong": "The origin's name has %1$@ characters; at most %2$@ are allowed.",
        "message.destinationTooLong": "The destination's name has %1$@ characters; at most %2$@ are allowed.",
        "hint.name": "Give a name of 1 to 100 characters, or '' for no name.",
        "message.originUnsafe": "The origin's name (--from) holds %1$@ at position %2$@, a control character that is not allowed in a name.",
        "message.destinationUnsafe": "The destination's name (--to) holds %1$@ at position %2$@, a control character that is not allowed in a name.",
        "hint.unsafeName": "Names are shown on terminals, so they may not hold control characters, bidirectional controls or line breaks.",
        "message.removedElsewhere": "Trip %@ was removed.",
        "message.changedElsewhere": "Trip %@ was changed elsewhere while this change was being made. Nothing was changed.",
        "hint.changedElsewhere": "Look again with 'trips show %@', then repeat the change if it still applies.",
        "watch.keys": "+/- move the departure by a minute · 0 on time · q quit",
        "message.moved": "Moved every trip (%@ in all), with its number and revision. The old store was not changed.",
        "message.moveTargetNotNew": "Nothing was moved: the new store has handed out trip numbers before (up to %@), so the moved trips' numbers could clash with ones used there.",
        "hint.moveTargetNotNew": "Move into a store that was never used: a new file, or an empty database.",
        "message.nothingToMove": "Nothing was moved: the store has never held a trip.",
        "message.unresolvedConflict": "Trip %@ has a change made on this computer that conflicts with the server's. Nothing was changed.",
        "hint.unresolvedConflict": "See both with 'trips pending', then choose with 'trips resolve %@ --keep mine' or '--keep theirs'.",
        "sync.sent": "%@ changes made on this computer were sent.",
        "sync.sentNone": "No change made on this computer waited to be sent.",
        "sync.sentNoneConflicts": "No change was sent: what is kept on this computer waits for its conflicts to be resolved.",
        "sync.sentOne": "1 change made on this computer was sent.",
        "sync.conflict": "Trip %@: your change conflicts with the server's and was not applied. It is kept.",
        "hint.syncConflict": "See both with 'trips pending', then choose with 'trips resolve'.",
        "pending.none": "No change made on this computer waits to be sent.",
        "pending.waiting": "A change to trip %@ waits to be sent.",
        "pending.theirs": "Trip %@ on the server:",
        "pending.theirsRemoved": "Trip %@ was removed on the server.",
        "pending.mine": "Trip %@ as your change leaves it:",
        "pending.mineRemoves": "Your change removes trip %@.",
        "pending.mineCannot": "Your change to trip %@ cannot be made on the server's trip as it is.",
        "pending.fields": "Changed on both sides: %@.",
        "field.departure": "departure",
        "field.arrival": "arrival",
        "field.recordedDeparture": "actual departure",
        "field.origin": "origin",
        "field.destination": "destination",
        "resolve.none": "Trip %@ has no conflict.",
        "hint.resolveNone": "'trips pending' lists the conflicts.",
        "resolve.theirs": "Your change to trip %@ was dropped; the server's trip stays as it is.",
        "resolve.mine": "Your change to trip %@ was made again, on top of the server's trip.",
        "resolve.refused": "Your change to trip %@ cannot be made again: the server's trip is gone or changed meanwhile. The conflict is kept.",
        "hint.resolveRefused": "Look with 'trips pending', or drop your change with 'trips resolve %@ --keep theirs'.",
      ]
    case "zh-hans":
      return [
        "trip.title": "行程 %@",
        "trip.route": "%1$@ → %2$@",
        "trip.route.from": "从%@出发",
        "trip.route.to": "前往%@",
        "trip.delay": "延误%@",
        "trip.arrival.laterDay": "%1$@ +%2$@",
        "message.notFound": "没有编号为 %@ 的行程。",
        "hint.notFound": "运行 'trips list --all' 查看所有行程及其编号。",
        "store.notAStore": "%1$@ 不是 Trips 存储（%2$@）。",
        "store.damaged": "%1$@ 已损坏（%2$@）。",
        "store.newerVersion": "%1$@ 由更新版本的 Trips 写入（存储版本 %2$@；此版本最多支持 %3$@）。",
        "store.failed": "无法使用 %1$@（%2$@）。",
        "store.unreadable": "无法读取 %1$@（%2$@）。",
        "store.unwritable": "无法写入 %1$@（%2$@）。",
        "store.busy": "%@ 正被另一个程序使用，且未能及时释放。没有做任何更改。",
        "store.unreachable": "无法连接 %@。没有做任何更改。",
        "store.outcomeUnknown": "%@ 在保存更改时停止了响应，更改可能已经保存。",
        "hint.outcomeUnknown": "存储恢复后，请先用 'trips list --all' 查看是否已保存，再决定是否重试。",
        "store.credentialsRefused": "%@ 未接受用户名或密码。没有做任何更改。",
        "store.privilegeRefused": "%@ 拒绝了此用户执行该命令所需的权限。没有做任何更改。",
        "hint.storeUnreachable": "请在服务器恢复后重试。如果一直无法连接，请检查 --store 或 TRIPS_STORE 中的地址。",
        "hint.credentials": "请检查存储的用户名和密码。请把密码保存在密码文件中（PostgreSQL 为 ~/.pgpass 或 PGPASSFILE 指定的文件），而不是写在地址里。",
        "hint.privilege": "请让该数据库的所有者为此用户授予所需的权限。",
        "hint.storeFailure": "请检查通过 --store 或 TRIPS_STORE 指定的路径，或将该文件移开后重试。",
        "hint.storeBusy": "请稍后再试，等另一个程序用完这个存储。",
        "store.readOnly": "%@ 目前不接受更改。没有做任何更改。",
        "store.serverFailed": "无法使用 %@。没有做任何更改。",
        "store.serverUnwritable": "%@ 无法写入这项更改。没有做任何更改。",
        "hint.standby": "这是一台备用服务器。请在 --store 或 TRIPS_STORE 中指定主服务器，或用 target_session_attrs=read-write 列出所有主机，例如 postgresql://host1,host2/trips?target_session_attrs=read-write。",
        "hint.refusesChanges": "该服务器被设置为拒绝更改（default_transaction_read_only）。请联系其管理员。",
        "hint.noServerTakesChanges": "地址中的主机目前都不接受更改，例如备用服务器正在成为主服务器时。请稍后再试。",
        "hint.newerVersion": "请使用写入它的较新版本 Trips，或通过 --store 或 TRIPS_STORE 指定另一个存储。",
        "hint.fileAccess": "请检查此用户能否读写该文件及其所在文件夹，以及磁盘是否还有空间。",
        "hint.keptChangesDamaged": "保存在本机上的更改文件保持原样，不会从中发送，也不会写入。要保留它请将其移开，或用 'trips copies --remove --discard-changes' 删除它。",
        "hint.keptChangesNewer": "这些更改由较新版本的 Trips 保存：请用它执行 'trips sync' 发送。",
        "hint.serverNotAStore": "该数据库中有不是 Trips 创建的表。请在地址中为 Trips 指定一个专用的数据库。",
        "hint.serverDamaged": "Trips 不会更改它无法读取的内容。请让数据库管理员检查其中的 trips_store 表。",
        "hint.serverFailure": "请检查通过 --store 或 TRIPS_STORE 指定的地址。如果地址无误，服务器日志中有更多信息。",
        "message.noUpcomingTrips": "没有即将出发的行程。",
        "hint.noUpcomingTrips": "运行 'trips list --all' 以包括已到达的行程。",
        "message.noTrips": "还没有行程。",
        "hint.noTrips": "使用 'trips add --departure 时间 --arrival 时间' 规划一个行程。",
        "message.removed": "已删除行程 %@。",
        "message.skippedTime": "%3$@ 在 %2$@ 没有 %1$@：夏令时调整跳过了这个时间。",
        "message.skippedTimeChange": "%3$@ 在 %2$@ 没有 %1$@：当天时钟从 %4$@ 直接拨到 %5$@。",
        "message.delayOutOfRange": "%1$@ 分钟的延误超过一年；前后最多 %2$@ 分钟。",
        "message.arrivalNotAfterDeparture": "到达时间（%2$@）必须晚于出发时间（%1$@）。",
        "message.originBlank": "出发地名称只有空白字符。",
        "message.destinationBlank": "目的地名称只有空白字符。",
        "message.originTooLong": "出发地名称有 %1$@ 个字符；最多允许 %2$@ 个。",
        "message.destinationTooLong": "目的地名称有 %1$@ 个字符；最多允许 %2$@ 个。",
        "hint.name": "请提供 1 到 100 个字符的名称，或用 '' 表示不设名称。",
        "message.originUnsafe": "出发地名称（--from）的第 %2$@ 个字符是 %1$@，这是名称中不允许使用的控制字符。",
        "message.destinationUnsafe": "目的地名称（--to）的第 %2$@ 个字符是 %1$@，这是名称中不允许使用的控制字符。",
        "hint.unsafeName": "名称会显示在终端上，因此不能包含控制字符、双向文字控制符或换行符。",
        "message.removedElsewhere": "行程 %@ 已被删除。",
        "message.changedElsewhere": "行程 %@ 在此期间已在别处被修改。没有做任何更改。",
        "hint.changedElsewhere": "请用 'trips show %@' 重新查看，如仍需要，再做一次更改。",
        "watch.keys": "+/- 将出发时间移动一分钟 · 0 准时 · q 退出",
        "message.moved": "已迁移 %@ 个行程，编号和修订版本保持不变。旧的存储未被更改。",
        "message.moveTargetNotNew": "未迁移任何内容：新的存储曾分配过行程编号（最大为 %@），迁移的编号可能与之冲突。",
        "hint.moveTargetNotNew": "请迁移到从未使用过的存储：新文件或空数据库。",
        "message.nothingToMove": "未迁移任何内容：该存储从未保存过行程。",
        "message.unresolvedConflict": "行程 %@ 有一项在这台电脑上做的更改与服务器上的冲突。没有做任何更改。",
        "hint.unresolvedConflict": "请用 'trips pending' 查看两者，再用 'trips resolve %@ --keep mine' 或 '--keep theirs' 选择。",
        "sync.sent": "已发送这台电脑上做的 %@ 项更改。",
        "sync.sentNone": "这台电脑上没有等待发送的更改。",
        "sync.sentNoneConflicts": "没有发送任何更改：本机保存的更改正在等待其冲突被解决。",
        "sync.sentOne": "已发送这台电脑上做的 1 项更改。",
        "sync.conflict": "行程 %@：您的更改与服务器上的冲突，未被采用。它仍被保留。",
        "hint.syncConflict": "请用 'trips pending' 查看两者，再用 'trips resolve' 选择。",
        "pending.none": "这台电脑上没有等待发送的更改。",
        "pending.waiting": "对行程 %@ 的一项更改正在等待发送。",
        "pending.theirs": "服务器上的行程 %@：",
        "pending.theirsRemoved": "行程 %@ 已在服务器上被删除。",
        "pending.mine": "按您的更改，行程 %@ 将是：",
        "pending.mineRemoves": "您的更改删除行程 %@。",
        "pending.mineCannot": "您对行程 %@ 的更改无法应用于服务器上当前的行程。",
        "pending.fields": "双方都更改了：%@。",
        "field.departure": "出发时间",
        "field.arrival": "到达时间",
        "field.recordedDeparture": "实际出发时间",
        "field.origin": "出发地",
        "field.destination": "目的地",
        "resolve.none": "行程 %@ 没有冲突。",
        "hint.resolveNone": "'trips pending' 会列出冲突。",
        "resolve.theirs": "已放弃您对行程 %@ 的更改；服务器上的行程保持不变。",
        "resolve.mine": "已在服务器的行程之上重新做出您对行程 %@ 的更改。",
        "resolve.refused": "无法重新做出您对行程 %@ 的更改：服务器上的行程已不存在或在此期间被修改。冲突仍被保留。",
        "hint.resolveRefused": "请用 'trips pending' 查看，或用 'trips resolve %@ --keep theirs' 放弃您的更改。",
      ]
    default:
      return nil
    }
  }
}

/// The sentences of this module, one accessor per key of its English `Localizable.strings`;
/// each fills the sentence of the person's language.
extension LocalizedStrings {
  /// Trip %@
  func tripTitle(_ argument1: String) -> String {
    self("trip.title", argument1)
  }
  /// %1$@ → %2$@
  func tripRoute(_ argument1: String, _ argument2: String) -> String {
    self("trip.route", argument1, argument2)
  }
  /// from %@
  func tripRouteFrom(_ argument1: String) -> String {
    self("trip.route.from", argument1)
  }
  /// to %@
  func tripRouteTo(_ argument1: String) -> String {
    self("trip.route.to", argument1)
  }
  /// %@ delay
  func tripDelay(_ argument1: String) -> String {
    self("trip.delay", argument1)
  }
  /// %1$@ +%2$@
  func tripArrivalLaterDay(_ argument1: String, _ argument2: String) -> String {
    self("trip.arrival.laterDay", argument1, argument2)
  }
  /// There is no trip %@.
  func messageNotFound(_ argument1: String) -> String {
    self("message.notFound", argument1)
  }
  /// Run 'trips list --all' to see every trip and its number.
  var hintNotFound: String { self("hint.notFound") }
  /// %1$@ is not a Trips store (%2$@).
  func storeNotAStore(_ argument1: String, _ argument2: String) -> String {
    self("store.notAStore", argument1, argument2)
  }
  /// %1$@ is damaged (%2$@).
  func storeDamaged(_ argument1: String, _ argument2: String) -> String {
    self("store.damaged", argument1, argument2)
  }
  /// %1$@ was written by a newer Trips (store version %2$@; this one knows up to %3$@).
  func storeNewerVersion(_ argument1: String, _ argument2: String, _ argument3: String) -> String {
    self("store.newerVersion", argument1, argument2, argument3)
  }
  /// %1$@ could not be used (%2$@).
  func storeFailed(_ argument1: String, _ argument2: String) -> String {
    self("store.failed", argument1, argument2)
  }
  /// %1$@ cannot be read (%2$@).
  func storeUnreadable(_ argument1: String, _ argument2: String) -> String {
    self("store.unreadable", argument1, argument2)
  }
  /// %1$@ cannot be written (%2$@).
  func storeUnwritable(_ argument1: String, _ argument2: String) -> String {
    self("store.unwritable", argument1, argument2)
  }
  /// %@ is in use by another program, which did not let go in time. Nothing was changed.
  func storeBusy(_ argument1: String) -> String {
    self("store.busy", argument1)
  }
  /// %@ cannot be reached. Nothing was changed.
  func storeUnreachable(_ argument1: String) -> String {
    self("store.unreachable", argument1)
  }
  /// %@ stopped answering while the change was being saved, so it may have been saved.
  func storeOutcomeUnknown(_ argument1: String) -> String {
    self("store.outcomeUnknown", argument1)
  }
  /// Run 'trips list --all' when the store is back to see whether it was, before trying again.
  var hintOutcomeUnknown: String { self("hint.outcomeUnknown") }
  /// %@ did not accept the user name or password. Nothing was changed.
  func storeCredentialsRefused(_ argument1: String) -> String {
    self("store.credentialsRefused", argument1)
  }
  /// %@ refused this user what the command needs. Nothing was changed.
  func storePrivilegeRefused(_ argument1: String) -> String {
    self("store.privilegeRefused", argument1)
  }
  /// Try again when the server is back. If it stays away, check the address given with --store or TRIPS_STORE.
  var hintStoreUnreachable: String { self("hint.storeUnreachable") }
  /// Check the user and password for the store. Keep a password in a password file (for PostgreSQL, ~/.pgpass or the file PGPASSFILE names), not in the address.
  var hintCredentials: String { self("hint.credentials") }
  /// Ask the owner of the store's database to grant this user the access it needs.
  var hintPrivilege: String { self("hint.privilege") }
  /// Check the path given with --store or TRIPS_STORE, or move the file aside and try again.
  var hintStoreFailure: String { self("hint.storeFailure") }
  /// Try again in a moment, when the other program has finished with the store.
  var hintStoreBusy: String { self("hint.storeBusy") }
  /// %@ takes no changes now. Nothing was changed.
  func storeReadOnly(_ argument1: String) -> String {
    self("store.readOnly", argument1)
  }
  /// %@ could not be used. Nothing was changed.
  func storeServerFailed(_ argument1: String) -> String {
    self("store.serverFailed", argument1)
  }
  /// %@ could not write the change. Nothing was changed.
  func storeServerUnwritable(_ argument1: String) -> String {
    self("store.serverUnwritable", argument1)
  }
  /// It is a standby. Name the primary with --store or TRIPS_STORE, or give every host with target_session_attrs=read-write, such as postgresql://host1,host2/trips?target_session_attrs=read-write.
  var hintStandby: String { self("hint.standby") }
  /// The server is set to refuse changes (default_transaction_read_only). Ask its administrator.
  var hintRefusesChanges: String { self("hint.refusesChanges") }
  /// None of the hosts in the address takes changes yet, as while a standby becomes the primary. Try again in a moment.
  var hintNoServerTakesChanges: String { self("hint.noServerTakesChanges") }
  /// Use the newer Trips that wrote it, or name another store with --store or TRIPS_STORE.
  var hintNewerVersion: String { self("hint.newerVersion") }
  /// Check that this user may read and write the file and its folder, and that the disk has room.
  var hintFileAccess: String { self("hint.fileAccess") }
  /// The file of changes kept on this computer is left as it is, and nothing is sent from it or written into it. Move it aside to keep it, or remove it with 'trips copies --remove --discard-changes'.
  var hintKeptChangesDamaged: String { self("hint.keptChangesDamaged") }
  /// A newer Trips kept these changes: send them with it, with 'trips sync'.
  var hintKeptChangesNewer: String { self("hint.keptChangesNewer") }
  /// The database holds tables that Trips did not make. Give Trips a database of its own in the address.
  var hintServerNotAStore: String { self("hint.serverNotAStore") }
  /// Trips changes nothing it cannot read. Ask the database's administrator to look at its trips_store table.
  var hintServerDamaged: String { self("hint.serverDamaged") }
  /// Check the address given with --store or TRIPS_STORE. If it is right, the server's log says more.
  var hintServerFailure: String { self("hint.serverFailure") }
  /// There are no upcoming trips.
  var messageNoUpcomingTrips: String { self("message.noUpcomingTrips") }
  /// Run 'trips list --all' to include trips that have arrived.
  var hintNoUpcomingTrips: String { self("hint.noUpcomingTrips") }
  /// There are no trips yet.
  var messageNoTrips: String { self("message.noTrips") }
  /// Plan one with 'trips add --departure TIME --arrival TIME'.
  var hintNoTrips: String { self("hint.noTrips") }
  /// Removed trip %@.
  func messageRemoved(_ argument1: String) -> String {
    self("message.removed", argument1)
  }
  /// There is no %1$@ on %2$@ in %3$@: a daylight-saving change skips it.
  func messageSkippedTime(_ argument1: String, _ argument2: String, _ argument3: String) -> String {
    self("message.skippedTime", argument1, argument2, argument3)
  }
  /// There is no %1$@ on %2$@ in %3$@: the clocks go from %4$@ straight to %5$@ that day.
  func messageSkippedTimeChange(_ argument1: String, _ argument2: String, _ argument3: String, _ argument4: String, _ argument5: String) -> String {
    self("message.skippedTimeChange", argument1, argument2, argument3, argument4, argument5)
  }
  /// A delay of %1$@ minutes is more than a year; give at most %2$@ minutes either way.
  func messageDelayOutOfRange(_ argument1: String, _ argument2: String) -> String {
    self("message.delayOutOfRange", argument1, argument2)
  }
  /// The arrival (%2$@) must be after the departure (%1$@).
  func messageArrivalNotAfterDeparture(_ argument1: String, _ argument2: String) -> String {
    self("message.arrivalNotAfterDeparture", argument1, argument2)
  }
  /// The origin's name has only white space.
  var messageOriginBlank: String { self("message.originBlank") }
  /// The destination's name has only white space.
  var messageDestinationBlank: String { self("message.destinationBlank") }
  /// The origin's name has %1$@ characters; at most %2$@ are allowed.
  func messageOriginTooLong(_ argument1: String, _ argument2: String) -> String {
    self("message.originTooLong", argument1, argument2)
  }
  /// The destination's name has %1$@ characters; at most %2$@ are allowed.
  func messageDestinationTooLong(_ argument1: String, _ argument2: String) -> String {
    self("message.destinationTooLong", argument1, argument2)
  }
  /// Give a name of 1 to 100 characters, or '' for no name.
  var hintName: String { self("hint.name") }
  /// The origin's name (--from) holds %1$@ at position %2$@, a control character that is not allowed in a name.
  func messageOriginUnsafe(_ argument1: String, _ argument2: String) -> String {
    self("message.originUnsafe", argument1, argument2)
  }
  /// The destination's name (--to) holds %1$@ at position %2$@, a control character that is not allowed in a name.
  func messageDestinationUnsafe(_ argument1: String, _ argument2: String) -> String {
    self("message.destinationUnsafe", argument1, argument2)
  }
  /// Names are shown on terminals, so they may not hold control characters, bidirectional controls or line breaks.
  var hintUnsafeName: String { self("hint.unsafeName") }
  /// Trip %@ was removed.
  func messageRemovedElsewhere(_ argument1: String) -> String {
    self("message.removedElsewhere", argument1)
  }
  /// Trip %@ was changed elsewhere while this change was being made. Nothing was changed.
  func messageChangedElsewhere(_ argument1: String) -> String {
    self("message.changedElsewhere", argument1)
  }
  /// Look again with 'trips show %@', then repeat the change if it still applies.
  func hintChangedElsewhere(_ argument1: String) -> String {
    self("hint.changedElsewhere", argument1)
  }
  /// +/- move the departure by a minute · 0 on time · q quit
  var watchKeys: String { self("watch.keys") }
  /// Moved every trip (%@ in all), with its number and revision. The old store was not changed.
  func messageMoved(_ argument1: String) -> String {
    self("message.moved", argument1)
  }
  /// Nothing was moved: the new store has handed out trip numbers before (up to %@), so the moved trips' numbers could clash with ones used there.
  func messageMoveTargetNotNew(_ argument1: String) -> String {
    self("message.moveTargetNotNew", argument1)
  }
  /// Move into a store that was never used: a new file, or an empty database.
  var hintMoveTargetNotNew: String { self("hint.moveTargetNotNew") }
  /// Nothing was moved: the store has never held a trip.
  var messageNothingToMove: String { self("message.nothingToMove") }
  /// Trip %@ has a change made on this computer that conflicts with the server's. Nothing was changed.
  func messageUnresolvedConflict(_ argument1: String) -> String {
    self("message.unresolvedConflict", argument1)
  }
  /// See both with 'trips pending', then choose with 'trips resolve %@ --keep mine' or '--keep theirs'.
  func hintUnresolvedConflict(_ argument1: String) -> String {
    self("hint.unresolvedConflict", argument1)
  }
  /// %@ changes made on this computer were sent.
  func syncSent(_ argument1: String) -> String {
    self("sync.sent", argument1)
  }
  /// No change made on this computer waited to be sent.
  var syncSentNone: String { self("sync.sentNone") }
  /// No change was sent: what is kept on this computer waits for its conflicts to be resolved.
  var syncSentNoneConflicts: String { self("sync.sentNoneConflicts") }
  /// 1 change made on this computer was sent.
  var syncSentOne: String { self("sync.sentOne") }
  /// Trip %@: your change conflicts with the server's and was not applied. It is kept.
  func syncConflict(_ argument1: String) -> String {
    self("sync.conflict", argument1)
  }
  /// See both with 'trips pending', then choose with 'trips resolve'.
  var hintSyncConflict: String { self("hint.syncConflict") }
  /// No change made on this computer waits to be sent.
  var pendingNone: String { self("pending.none") }
  /// A change to trip %@ waits to be sent.
  func pendingWaiting(_ argument1: String) -> String {
    self("pending.waiting", argument1)
  }
  /// Trip %@ on the server:
  func pendingTheirs(_ argument1: String) -> String {
    self("pending.theirs", argument1)
  }
  /// Trip %@ was removed on the server.
  func pendingTheirsRemoved(_ argument1: String) -> String {
    self("pending.theirsRemoved", argument1)
  }
  /// Trip %@ as your change leaves it:
  func pendingMine(_ argument1: String) -> String {
    self("pending.mine", argument1)
  }
  /// Your change removes trip %@.
  func pendingMineRemoves(_ argument1: String) -> String {
    self("pending.mineRemoves", argument1)
  }
  /// Your change to trip %@ cannot be made on the server's trip as it is.
  func pendingMineCannot(_ argument1: String) -> String {
    self("pending.mineCannot", argument1)
  }
  /// Changed on both sides: %@.
  func pendingFields(_ argument1: String) -> String {
    self("pending.fields", argument1)
  }
  /// departure
  var fieldDeparture: String { self("field.departure") }
  /// arrival
  var fieldArrival: String { self("field.arrival") }
  /// actual departure
  var fieldRecordedDeparture: String { self("field.recordedDeparture") }
  /// origin
  var fieldOrigin: String { self("field.origin") }
  /// destination
  var fieldDestination: String { self("field.destination") }
  /// Trip %@ has no conflict.
  func resolveNone(_ argument1: String) -> String {
    self("resolve.none", argument1)
  }
  /// 'trips pending' lists the conflicts.
  var hintResolveNone: String { self("hint.resolveNone") }
  /// Your change to trip %@ was dropped; the server's trip stays as it is.
  func resolveTheirs(_ argument1: String) -> String {
    self("resolve.theirs", argument1)
  }
  /// Your change to trip %@ was made again, on top of the server's trip.
  func resolveMine(_ argument1: String) -> String {
    self("resolve.mine", argument1)
  }
  /// Your change to trip %@ cannot be made again: the server's trip is gone or changed meanwhile. The conflict is kept.
  func resolveRefused(_ argument1: String) -> String {
    self("resolve.refused", argument1)
  }
  /// Look with 'trips pending', or drop your change with 'trips resolve %@ --keep theirs'.
  func hintResolveRefused(_ argument1: String) -> String {
    self("hint.resolveRefused", argument1)
  }
}

extension StringTables {
  /// The keys of this module's sentences, for code that needs a sentence unfilled.
  enum Key: String, CaseIterable {
    case tripTitle = "trip.title"
    case tripRoute = "trip.route"
    case tripRouteFrom = "trip.route.from"
    case tripRouteTo = "trip.route.to"
    case tripDelay = "trip.delay"
    case tripArrivalLaterDay = "trip.arrival.laterDay"
    case messageNotFound = "message.notFound"
    case hintNotFound = "hint.notFound"
    case storeNotAStore = "store.notAStore"
    case storeDamaged = "store.damaged"
    case storeNewerVersion = "store.newerVersion"
    case storeFailed = "store.failed"
    case storeUnreadable = "store.unreadable"
    case storeUnwritable = "store.unwritable"
    case storeBusy = "store.busy"
    case storeUnreachable = "store.unreachable"
    case storeOutcomeUnknown = "store.outcomeUnknown"
    case hintOutcomeUnknown = "hint.outcomeUnknown"
    case storeCredentialsRefused = "store.credentialsRefused"
    case storePrivilegeRefused = "store.privilegeRefused"
    case hintStoreUnreachable = "hint.storeUnreachable"
    case hintCredentials = "hint.credentials"
    case hintPrivilege = "hint.privilege"
    case hintStoreFailure = "hint.storeFailure"
    case hintStoreBusy = "hint.storeBusy"
    case storeReadOnly = "store.readOnly"
    case storeServerFailed = "store.serverFailed"
    case storeServerUnwritable = "store.serverUnwritable"
    case hintStandby = "hint.standby"
    case hintRefusesChanges = "hint.refusesChanges"
    case hintNoServerTakesChanges = "hint.noServerTakesChanges"
    case hintNewerVersion = "hint.newerVersion"
    case hintFileAccess = "hint.fileAccess"
    case hintKeptChangesDamaged = "hint.keptChangesDamaged"
    case hintKeptChangesNewer = "hint.keptChangesNewer"
    case hintServerNotAStore = "hint.serverNotAStore"
    case hintServerDamaged = "hint.serverDamaged"
    case hintServerFailure = "hint.serverFailure"
    case messageNoUpcomingTrips = "message.noUpcomingTrips"
    case hintNoUpcomingTrips = "hint.noUpcomingTrips"
    case messageNoTrips = "message.noTrips"
    case hintNoTrips = "hint.noTrips"
    case messageRemoved = "message.removed"
    case messageSkippedTime = "message.skippedTime"
    case messageSkippedTimeChange = "message.skippedTimeChange"
    case messageDelayOutOfRange = "message.delayOutOfRange"
    case messageArrivalNotAfterDeparture = "message.arrivalNotAfterDeparture"
    case messageOriginBlank = "message.originBlank"
    case messageDestinationBlank = "message.destinationBlank"
    case messageOriginTooLong = "message.originTooLong"
    case messageDestinationTooLong = "message.destinationTooLong"
    case hintName = "hint.name"
    case messageOriginUnsafe = "message.originUnsafe"
    case messageDestinationUnsafe = "message.destinationUnsafe"
    case hintUnsafeName = "hint.unsafeName"
    case messageRemovedElsewhere = "message.removedElsewhere"
    case messageChangedElsewhere = "message.changedElsewhere"
    case hintChangedElsewhere = "hint.changedElsewhere"
    case watchKeys = "watch.keys"
    case messageMoved = "message.moved"
    case messageMoveTargetNotNew = "message.moveTargetNotNew"
    case hintMoveTargetNotNew = "hint.moveTargetNotNew"
    case messageNothingToMove = "message.nothingToMove"
    case messageUnresolvedConflict = "message.unresolvedConflict"
    case hintUnresolvedConflict = "hint.unresolvedConflict"
    case syncSent = "sync.sent"
    case syncSentNone = "sync.sentNone"
    case syncSentNoneConflicts = "sync.sentNoneConflicts"
    case syncSentOne = "sync.sentOne"
    case syncConflict = "sync.conflict"
    case hintSyncConflict = "hint.syncConflict"
    case pendingNone = "pending.none"
    case pendingWaiting = "pending.waiting"
    case pendingTheirs = "pending.theirs"
    case pendingTheirsRemoved = "pending.theirsRemoved"
    case pendingMine = "pending.mine"
    case pendingMineRemoves = "pending.mineRemoves"
    case pendingMineCannot = "pending.mineCannot"
    case pendingFields = "pending.fields"
    case fieldDeparture = "field.departure"
    case fieldArrival = "field.arrival"
    case fieldRecordedDeparture = "field.recordedDeparture"
    case fieldOrigin = "field.origin"
    case fieldDestination = "field.destination"
    case resolveNone = "resolve.none"
    case hintResolveNone = "hint.resolveNone"
    case resolveTheirs = "resolve.theirs"
    case resolveMine = "resolve.mine"
    case resolveRefused = "resolve.refused"
    case hintResolveRefused = "hint.resolveRefused"
  }
}
