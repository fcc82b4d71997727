#!/usr/bin/env python3
"""Checks an iCalendar file strictly, with the icalendar package and by its raw bytes.

Usage: check-calendar.py FILE
The icalendar package parses leniently, so this script also asserts what RFC 5545 requires:
CRLF line ends, at most 75 octets per line, whole UTF-8 characters on every line, VERSION and
PRODID on the calendar, UID, DTSTAMP, DTSTART, DTEND and SEQUENCE on every event, no parse
errors on any component, instants in UTC, and a start before the end.
Prints the events as JSON (uid, summary, location, description, start, end, sequence) and
exits 0, or prints the problems and exits 1.
"""
import datetime
import json
import sys

import icalendar


def raw_problems(data):
    problems = []
    if not data.endswith(b"\r\n"):
        problems.append("the file does not end with CRLF")
    for number, line in enumerate(data.split(b"\r\n")[:-1], start=1):
        if b"\n" in line or b"\r" in line:
            problems.append(f"line {number}: a line end that is not CRLF")
        if len(line) > 75:
            problems.append(f"line {number}: {len(line)} octets, more than 75")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            problems.append(f"line {number}: not whole UTF-8 characters")
    return problems


def utc_instant(event, name, problems):
    value = event.get(name)
    if value is None:
        return None
    instant = value.dt
    if not isinstance(instant, datetime.datetime) or instant.utcoffset() != datetime.timedelta(0):
        problems.append(f"{event.get('UID')}: {name} is not a UTC date-time")
        return None
    if not value.to_ical().endswith(b"Z"):
        problems.append(f"{event.get('UID')}: {name} is not written in UTC")
    return instant


def main(arguments):
    if len(arguments) != 1:
        print(__doc__, file=sys.stderr)
        return 64
    with open(arguments[0], "rb") as file:
        data = file.read()
    problems = raw_problems(data)
    try:
        calendar = icalendar.Calendar.from_ical(data)
    except Exception as error:  # the parser's own refusal is a finding, not a crash
        print(f"the parser refused the file: {error}")
        return 1
    for name in ("VERSION", "PRODID"):
        if name not in calendar:
            problems.append(f"the calendar has no {name}")
    events = []
    for component in calendar.walk():
        if component.errors:
            problems.append(f"{component.name}: {component.errors}")
        if component.name != "VEVENT":
            continue
        for name in ("UID", "DTSTAMP", "DTSTART", "DTEND", "SEQUENCE", "SUMMARY"):
            if name not in component:
                problems.append(f"an event has no {name}")
        start = utc_instant(component, "DTSTART", problems)
        end = utc_instant(component, "DTEND", problems)
        utc_instant(component, "DTSTAMP", problems)
        if start and end and not start < end:
            problems.append(f"{component.get('UID')}: the start is not before the end")
        events.append({
            "uid": str(component.get("UID")),
            "summary": str(component.get("SUMMARY")),
            "location": None if component.get("LOCATION") is None else str(component.get("LOCATION")),
            "description": str(component.get("DESCRIPTION")),
            "start": start.strftime("%Y-%m-%dT%H:%M:%SZ") if start else None,
            "end": end.strftime("%Y-%m-%dT%H:%M:%SZ") if end else None,
            "sequence": int(component.get("SEQUENCE", -1)),
        })
    if problems:
        print("\n".join(problems))
        return 1
    print(json.dumps(events, ensure_ascii=False, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
