// GTK 4 as Swift sees it: the headers, and small helpers for what Swift cannot import
// (C variadics, function-like macros) or should not write itself (the main queue's bridge).
#ifndef TRIPS_CGTK_SHIM_H
#define TRIPS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>

// libdispatch's entry points for run loops: the main queue's event file descriptor, and the
// call that runs what is waiting on the main queue. Foundation's run loop uses the same two.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static gboolean trips_drain_main_queue(gint fd, GIOCondition condition, gpointer data) {
  (void)condition;
  (void)data;
  eventfd_t count;
  // Without the read, the descriptor stays readable and GLib calls again at once.
  eventfd_read(fd, &count);
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}

/// Lets GLib's loop run the jobs of the main queue, which is Swift's main actor on Linux.
static inline guint trips_service_main_queue(void) {
  return g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, trips_drain_main_queue,
                       NULL);
}

/// Emits a button's "clicked" signal now, as a click does.
static inline void trips_emit_clicked(GtkWidget *button) {
  g_signal_emit_by_name(button, "clicked");
}

/// Emits a list's "row-activated" for its row at `index`, as Enter on the row does.
static inline void trips_activate_row(GtkListBox *list, int index) {
  GtkListBoxRow *row = gtk_list_box_get_row_at_index(list, index);
  if (row != NULL) g_signal_emit_by_name(list, "row-activated", row);
}

/// The name of an object's type, such as "GtkLabel".
static inline const char *trips_type_name(gpointer object) {
  return G_OBJECT_TYPE_NAME(object);
}

static inline GtkLabel *trips_as_label(GtkWidget *widget) { return GTK_LABEL(widget); }
static inline gboolean trips_is_label(GtkWidget *widget) { return GTK_IS_LABEL(widget); }
static inline GtkButton *trips_as_button(GtkWidget *widget) { return GTK_BUTTON(widget); }
static inline gboolean trips_is_button(GtkWidget *widget) { return GTK_IS_BUTTON(widget); }
static inline GtkBox *trips_as_box(GtkWidget *widget) { return GTK_BOX(widget); }
static inline GtkStack *trips_as_stack(GtkWidget *widget) { return GTK_STACK(widget); }
static inline GtkWindow *trips_as_window(GtkWidget *widget) { return GTK_WINDOW(widget); }
static inline GtkListBox *trips_as_list_box(GtkWidget *widget) { return GTK_LIST_BOX(widget); }
static inline GtkScrolledWindow *trips_as_scrolled(GtkWidget *widget) {
  return GTK_SCROLLED_WINDOW(widget);
}
static inline GtkPaned *trips_as_paned(GtkWidget *widget) { return GTK_PANED(widget); }
static inline GtkSpinButton *trips_as_spin_button(GtkWidget *widget) {
  return GTK_SPIN_BUTTON(widget);
}
static inline gboolean trips_is_spin_button(GtkWidget *widget) { return GTK_IS_SPIN_BUTTON(widget); }
static inline GtkEntry *trips_as_entry(GtkWidget *widget) { return GTK_ENTRY(widget); }
static inline GtkEditable *trips_as_editable(GtkWidget *widget) { return GTK_EDITABLE(widget); }
static inline gboolean trips_is_editable(GtkWidget *widget) { return GTK_IS_EDITABLE(widget); }
static inline GtkSpinner *trips_as_spinner(GtkWidget *widget) { return GTK_SPINNER(widget); }
static inline GtkListBoxRow *trips_as_list_box_row(GtkWidget *widget) {
  return GTK_LIST_BOX_ROW(widget);
}
static inline GApplication *trips_as_application(GtkApplication *application) {
  return G_APPLICATION(application);
}

/// Sets a widget's accessible name, which a screen reader says.
static inline void trips_set_accessible_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Whether the settings portal's `color-scheme` value asks for dark: 1 is "prefer dark", 2
/// "prefer light", 0 "no preference". The value may come wrapped in variants.
static inline gboolean trips_prefers_dark(GVariant *value) {
  GVariant *current = g_variant_ref(value);
  while (g_variant_is_of_type(current, G_VARIANT_TYPE_VARIANT)) {
    GVariant *inner = g_variant_get_variant(current);
    g_variant_unref(current);
    current = inner;
  }
  gboolean dark = g_variant_is_of_type(current, G_VARIANT_TYPE_UINT32)
                  && g_variant_get_uint32(current) == 1;
  g_variant_unref(current);
  return dark;
}

static void trips_set_prefer_dark(gboolean dark) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings != NULL) g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
}

static void trips_color_scheme_changed(GDBusConnection *bus, const gchar *sender,
                                       const gchar *path, const gchar *interface,
                                       const gchar *signal, GVariant *parameters,
                                       gpointer data) {
  (void)bus; (void)sender; (void)path; (void)interface; (void)signal; (void)data;
  const gchar *group = NULL;
  const gchar *key = NULL;
  GVariant *value = NULL;
  if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(ssv)"))) return;
  g_variant_get(parameters, "(&s&sv)", &group, &key, &value);
  if (g_strcmp0(group, "org.freedesktop.appearance") == 0 && g_strcmp0(key, "color-scheme") == 0) {
    trips_set_prefer_dark(trips_prefers_dark(value));
  }
  g_variant_unref(value);
}

static void trips_color_scheme_read(GObject *source, GAsyncResult *result, gpointer data) {
  (void)data;
  GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, NULL);
  if (reply == NULL) return;
  GVariant *value = NULL;
  g_variant_get(reply, "(v)", &value);
  trips_set_prefer_dark(trips_prefers_dark(value));
  g_variant_unref(value);
  g_variant_unref(reply);
}

static void trips_session_bus_ready(GObject *source, GAsyncResult *result, gpointer data) {
  (void)source; (void)data;
  GDBusConnection *bus = g_bus_get_finish(result, NULL);
  if (bus == NULL) return;
  g_dbus_connection_signal_subscribe(
      bus, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Settings",
      "SettingChanged", "/org/freedesktop/portal/desktop", NULL, G_DBUS_SIGNAL_FLAGS_NONE,
      trips_color_scheme_changed, NULL, NULL);
  g_dbus_connection_call(
      bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
      "org.freedesktop.portal.Settings", "Read",
      g_variant_new("(ss)", "org.freedesktop.appearance", "color-scheme"), G_VARIANT_TYPE("(v)"),
      G_DBUS_CALL_FLAGS_NONE, -1, NULL, trips_color_scheme_read, NULL);
}

/// Follows the desktop's light or dark preference, which the settings portal tells, now and
/// as it changes; without a session bus or a portal (as under Xvfb), GTK's own setting stays.
/// Nothing waits: the answers arrive in GTK's loop.
static inline void trips_follow_color_scheme(void) {
  if (g_getenv("DBUS_SESSION_BUS_ADDRESS") == NULL) return;
  g_bus_get(G_BUS_TYPE_SESSION, NULL, trips_session_bus_ready, NULL);
}

#endif
