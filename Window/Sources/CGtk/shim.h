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

#endif
