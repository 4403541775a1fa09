/* The Discover page written directly against GTK 4 in C: the floor the
 * benchmarks compare Tactile with. Same window as `tactile --page discover`:
 * a header bar, the top bar, three stacked cards (avatar, name, age, hobby,
 * hidden stamps) and the bottom bar, with a drag on the top card that moves,
 * tilts and lifts the cards the way Tactile's card stack does.
 *
 *   discover-c SHARED_DIR DATA_DIR NAME AGE HOBBY AVATAR [x3]
 *
 * SHARED_DIR holds discover.css and icons/ (bench/driver.py takes them from
 * Tactile's own source); avatar paths are relative to DATA_DIR. BENCH_REPORT=first-frame prints "first-frame <monotonic µs>" after
 * the first painted frame and exits; BENCH_REPORT=frames prints
 * "frame <frame time µs> <busy µs> <busy CPU µs>" per frame: before-paint to after-paint on
 * the clock, and the main thread's own CPU time over the same span. */
#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define CARD_COUNT 3

/* CardStackGeometry and CardSwipeRule's constants. */
static const double aspect = 440.0 / 320.0, maximum_card_width = 420.0, peek = 12.0, scale_step = 0.06,
                    margin = 16.0, max_rotation = 12.0, commit_fraction = 0.5;

static const char *shared_dir, *data_dir;
static const char *report;

/* ---- A card: avatar, scrim, name/age/hobby, three stamps ---- */

#define BENCH_TYPE_CARD (bench_card_get_type())
G_DECLARE_FINAL_TYPE(BenchCard, bench_card, BENCH, CARD, GtkWidget)

struct _BenchCard {
    GtkWidget parent;
    GtkWidget *picture, *scrim, *info, *stamps[3];
};
G_DEFINE_TYPE(BenchCard, bench_card, GTK_TYPE_WIDGET)

static const char *stamp_names[3] = {"like", "nope", "boost"};

static void bench_card_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    BenchCard *card = BENCH_CARD(widget);
    gtk_widget_allocate(card->picture, width, height, -1, NULL);
    gtk_widget_allocate(card->scrim, width, height, -1, NULL);
    int info_height;
    gtk_widget_measure(card->info, GTK_ORIENTATION_VERTICAL, width, NULL, &info_height, NULL, NULL);
    info_height = MIN(height, info_height);
    gtk_widget_allocate(card->info, width, info_height, -1,
                        gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(0, height - info_height)));
    for (int i = 0; i < 3; i++) {
        int w, h;
        gtk_widget_measure(card->stamps[i], GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
        gtk_widget_measure(card->stamps[i], GTK_ORIENTATION_VERTICAL, -1, NULL, &h, NULL, NULL);
        double inset = 28, cx, cy, degrees;
        switch (i) {
        case 0: cx = inset + w / 2.0; cy = inset + h / 2.0 + 8; degrees = -15; break;
        case 1: cx = width - inset - w / 2.0; cy = inset + h / 2.0 + 8; degrees = 15; break;
        default: cx = width / 2.0; cy = height * 0.58; degrees = -8; break;
        }
        GskTransform *t = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(cx, cy));
        t = gsk_transform_rotate(t, degrees);
        t = gsk_transform_translate(t, &GRAPHENE_POINT_INIT(-w / 2.0, -h / 2.0));
        gtk_widget_allocate(card->stamps[i], w, h, -1, t);
    }
    (void)baseline;
}

/* GTK leaves unparenting a custom widget's children to the widget. */
static void unparent_children(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
}

static void bench_card_dispose(GObject *object) {
    unparent_children(object);
    G_OBJECT_CLASS(bench_card_parent_class)->dispose(object);
}

static void bench_card_class_init(BenchCardClass *klass) {
    GTK_WIDGET_CLASS(klass)->size_allocate = bench_card_size_allocate;
    G_OBJECT_CLASS(klass)->dispose = bench_card_dispose;
}

static void bench_card_init(BenchCard *card) {
    GtkWidget *widget = GTK_WIDGET(card);
    gtk_widget_add_css_class(widget, "tactile-card");
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN);
    card->picture = gtk_picture_new();
    gtk_picture_set_content_fit(GTK_PICTURE(card->picture), GTK_CONTENT_FIT_COVER);
    gtk_picture_set_can_shrink(GTK_PICTURE(card->picture), TRUE);
    card->scrim = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(card->scrim, "tactile-card-scrim");
    card->info = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    gtk_widget_add_css_class(card->info, "tactile-card-info");
    gtk_widget_set_parent(card->picture, widget);
    gtk_widget_set_parent(card->scrim, widget);
    gtk_widget_set_parent(card->info, widget);
    for (int i = 0; i < 3; i++) {
        char *upper = g_ascii_strup(stamp_names[i], -1), *css = g_strdup_printf("tactile-card-stamp-%s", stamp_names[i]);
        card->stamps[i] = gtk_label_new(upper);
        gtk_widget_add_css_class(card->stamps[i], "tactile-card-stamp");
        gtk_widget_add_css_class(card->stamps[i], css);
        gtk_widget_set_opacity(card->stamps[i], 0);
        gtk_widget_set_can_target(card->stamps[i], FALSE);
        gtk_widget_set_parent(card->stamps[i], widget);
        g_free(upper);
        g_free(css);
    }
}

static GtkWidget *bench_card_new(const char *name, const char *age, const char *hobby, const char *avatar) {
    BenchCard *card = g_object_new(BENCH_TYPE_CARD, NULL);
    char *path = g_build_filename(data_dir, avatar, NULL);
    GdkTexture *texture = gdk_texture_new_from_filename(path, NULL);
    if (texture) {
        gtk_picture_set_paintable(GTK_PICTURE(card->picture), GDK_PAINTABLE(texture));
        g_object_unref(texture);
    }
    g_free(path);
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10);
    GtkWidget *name_label = gtk_label_new(name), *age_label = gtk_label_new(age);
    GtkWidget *hobby_label = gtk_label_new(hobby);
    GtkWidget *title_labels[2] = {name_label, age_label};
    for (int i = 0; i < 2; i++) {
        gtk_widget_add_css_class(title_labels[i], "tactile-card-title");
        gtk_widget_set_valign(title_labels[i], GTK_ALIGN_END);
        gtk_box_append(GTK_BOX(row), title_labels[i]);
    }
    gtk_widget_add_css_class(hobby_label, "tactile-card-hobby");
    GtkWidget *wrapping[2] = {name_label, hobby_label};
    for (int i = 0; i < 2; i++) {
        gtk_label_set_xalign(GTK_LABEL(wrapping[i]), 0);
        gtk_label_set_wrap(GTK_LABEL(wrapping[i]), TRUE);
        gtk_label_set_ellipsize(GTK_LABEL(wrapping[i]), PANGO_ELLIPSIZE_END);
    }
    gtk_label_set_lines(GTK_LABEL(name_label), 2);
    gtk_label_set_lines(GTK_LABEL(hobby_label), 1);
    gtk_box_append(GTK_BOX(card->info), row);
    gtk_box_append(GTK_BOX(card->info), hobby_label);
    return GTK_WIDGET(card);
}

/* ---- The stack: three cards, the top one follows a drag ---- */

#define BENCH_TYPE_STACK (bench_stack_get_type())
G_DECLARE_FINAL_TYPE(BenchStack, bench_stack, BENCH, STACK, GtkWidget)

struct _BenchStack {
    GtkWidget parent;
    GtkWidget *cards[CARD_COUNT]; /* top card first */
    double offset_x, offset_y, card_width;
};
G_DEFINE_TYPE(BenchStack, bench_stack, GTK_TYPE_WIDGET)

static void bench_stack_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                int *natural, int *minimum_baseline, int *natural_baseline) {
    *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 220 : 340;
    *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 380 : 600;
    (void)widget; (void)for_size; (void)minimum_baseline; (void)natural_baseline;
}

static void bench_stack_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    BenchStack *stack = BENCH_STACK(widget);
    double peeks = 2 * peek;
    double available_width = MAX(1, width - 2 * margin), available_height = MAX(1, height - 2 * margin - peeks);
    double card_width = MIN(maximum_card_width, MIN(available_width, available_height / aspect));
    double card_height = card_width * aspect, centre_x = width / 2.0, centre_y = (height - peeks) / 2.0;
    stack->card_width = card_width;
    double magnitude = hypot(stack->offset_x, stack->offset_y);
    double lift = card_width > 0 ? MIN(1, magnitude / card_width) : 0;
    for (int depth = 0; depth < CARD_COUNT; depth++) {
        double place_depth = depth == 0 ? 0 : MAX(0, depth - lift);
        double x = depth == 0 ? stack->offset_x : 0, y = depth == 0 ? stack->offset_y : 0;
        double degrees = depth == 0 ? max_rotation * MIN(1, MAX(-1, stack->offset_x / card_width)) : 0;
        double drop = place_depth * (peek + card_height * scale_step / 2);
        GskTransform *t = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(centre_x + x, centre_y + y + drop));
        t = gsk_transform_rotate(t, degrees);
        t = gsk_transform_scale(t, 1 - scale_step * place_depth, 1 - scale_step * place_depth);
        t = gsk_transform_translate(t, &GRAPHENE_POINT_INIT(-card_width / 2, -card_height / 2));
        gtk_widget_allocate(stack->cards[depth], (int)round(card_width), (int)round(card_height), -1, t);
    }
    (void)baseline;
}

static void set_stamps(BenchStack *stack) {
    BenchCard *top = BENCH_CARD(stack->cards[0]);
    double commit = commit_fraction * stack->card_width;
    double distances[3] = {stack->offset_x, -stack->offset_x, -stack->offset_y};
    for (int i = 0; i < 3; i++)
        gtk_widget_set_opacity(top->stamps[i], commit > 0 ? MIN(1, MAX(0, distances[i] / commit)) : 0);
}

static void drag_update(GtkGestureDrag *gesture, double dx, double dy, BenchStack *stack) {
    stack->offset_x = dx;
    stack->offset_y = dy;
    set_stamps(stack);
    gtk_widget_queue_allocate(GTK_WIDGET(stack));
    (void)gesture;
}

static void drag_end(GtkGestureDrag *gesture, double dx, double dy, BenchStack *stack) {
    drag_update(gesture, 0, 0, stack);
    (void)dx; (void)dy;
}

static void bench_stack_dispose(GObject *object) {
    unparent_children(object);
    G_OBJECT_CLASS(bench_stack_parent_class)->dispose(object);
}

static void bench_stack_class_init(BenchStackClass *klass) {
    GTK_WIDGET_CLASS(klass)->measure = bench_stack_measure;
    GTK_WIDGET_CLASS(klass)->size_allocate = bench_stack_size_allocate;
    G_OBJECT_CLASS(klass)->dispose = bench_stack_dispose;
}

static void bench_stack_init(BenchStack *stack) {
    gtk_widget_add_css_class(GTK_WIDGET(stack), "tactile-card-stack");
    GtkGesture *drag = gtk_gesture_drag_new();
    g_signal_connect(drag, "drag-update", G_CALLBACK(drag_update), stack);
    g_signal_connect(drag, "drag-end", G_CALLBACK(drag_end), stack);
    gtk_widget_add_controller(GTK_WIDGET(stack), GTK_EVENT_CONTROLLER(drag));
}

/* The cards back to front, so the top card is drawn last. */
static GtkWidget *bench_stack_new(char **profiles) {
    BenchStack *stack = g_object_new(BENCH_TYPE_STACK, NULL);
    for (int i = CARD_COUNT - 1; i >= 0; i--) {
        char **p = profiles + 4 * i;
        stack->cards[i] = bench_card_new(p[0], p[1], p[2], p[3]);
        gtk_widget_set_parent(stack->cards[i], GTK_WIDGET(stack));
    }
    return GTK_WIDGET(stack);
}

/* ---- The window ---- */

static GtkWidget *icon(const char *name, int size) {
    char *path = g_strdup_printf("%s/icons/%s.svg", shared_dir, name);
    GdkTexture *texture = gdk_texture_new_from_filename(path, NULL);
    GtkWidget *image = gtk_image_new_from_paintable(texture ? GDK_PAINTABLE(texture) : NULL);
    gtk_image_set_pixel_size(GTK_IMAGE(image), size);
    if (texture) g_object_unref(texture);
    g_free(path);
    return image;
}

static GtkWidget *top_bar_button(const char *name, int size) {
    GtkWidget *button = gtk_button_new();
    gtk_button_set_has_frame(GTK_BUTTON(button), FALSE);
    gtk_widget_add_css_class(button, "tactile-top-bar-button");
    gtk_button_set_child(GTK_BUTTON(button), icon(name, size));
    return button;
}

static GtkWidget *round_button(const char *name, gboolean small) {
    GtkWidget *button = gtk_button_new();
    char *css = g_strdup_printf("tactile-round-button-%s", name);
    gtk_widget_add_css_class(button, "tactile-round-button");
    gtk_widget_add_css_class(button, css);
    if (small) gtk_widget_add_css_class(button, "tactile-small");
    gtk_button_set_child(GTK_BUTTON(button), icon(name, small ? 22 : 30));
    gtk_widget_set_valign(button, GTK_ALIGN_CENTER);
    g_free(css);
    return button;
}

static GMenuModel *primary_menu(void) {
    GMenu *menu = g_menu_new(), *pages = g_menu_new(), *app = g_menu_new();
    const char *titles[] = {"Discover", "Matches", "Colours", "Popups", "About"};
    for (int i = 0; i < 5; i++) g_menu_append(pages, titles[i], "win.page");
    g_menu_append(app, "_Keyboard Shortcuts", "win.show-help-overlay");
    g_menu_append(app, "_About Tactile", "app.about");
    g_menu_append(app, "_Quit", "app.quit");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(pages));
    g_menu_append_section(menu, NULL, G_MENU_MODEL(app));
    g_object_unref(pages);
    g_object_unref(app);
    return G_MENU_MODEL(menu);
}

static gint64 before_paint_time, before_paint_cpu;

/* The calling thread's CPU time: unlike the clock, it does not count the time the thread
 * waited for a core on a busy machine. */
static gint64 thread_cpu_microseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (gint64)now.tv_sec * 1000000 + now.tv_nsec / 1000;
}

static void before_paint(GdkFrameClock *clock, gpointer data) {
    before_paint_time = g_get_monotonic_time();
    before_paint_cpu = thread_cpu_microseconds();
    (void)clock; (void)data;
}

static void after_paint(GdkFrameClock *clock, GApplication *application) {
    gint64 now = g_get_monotonic_time();
    if (strcmp(report, "first-frame") == 0) {
        printf("first-frame %" G_GINT64_FORMAT "\n", now);
        fflush(stdout);
        g_signal_handlers_disconnect_by_data(clock, application);
        g_application_quit(application);
    } else {
        printf("frame %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
               gdk_frame_clock_get_frame_time(clock), now - before_paint_time,
               thread_cpu_microseconds() - before_paint_cpu);
        fflush(stdout);
    }
}

static void window_realized(GtkWidget *window, GApplication *application) {
    if (!report) return;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect(clock, "before-paint", G_CALLBACK(before_paint), application);
    g_signal_connect_after(clock, "after-paint", G_CALLBACK(after_paint), application);
}

static char **profiles;

static void activate(GtkApplication *application) {
    GtkCssProvider *provider = gtk_css_provider_new();
    char *css = g_build_filename(shared_dir, "discover.css", NULL);
    gtk_css_provider_load_from_path(provider, css);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_free(css);

    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Tactile");
    int window_width = 420, window_height = 760;
    const char *window_size = g_getenv("BENCH_WINDOW"); /* "1280x800", as Tactile's TACTILE_BENCH_WINDOW */
    if (window_size && sscanf(window_size, "%dx%d", &window_width, &window_height) != 2) {
        window_width = 420;
        window_height = 760;
    }
    gtk_window_set_default_size(GTK_WINDOW(window), window_width, window_height);

    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *drawer_button = gtk_toggle_button_new();
    gtk_button_set_icon_name(GTK_BUTTON(drawer_button), "sidebar-show-symbolic");
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), drawer_button);
    GtkWidget *title = gtk_label_new("Discover");
    gtk_widget_add_css_class(title, "title");
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), title);
    GtkWidget *menu_button = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu_button), "open-menu-symbolic");
    GMenuModel *menu = primary_menu();
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu_button), menu);
    g_object_unref(menu);
    gtk_menu_button_set_primary(GTK_MENU_BUTTON(menu_button), TRUE);
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu_button);
    gtk_window_set_titlebar(GTK_WINDOW(window), header);

    GtkWidget *top_bar = gtk_center_box_new();
    gtk_widget_add_css_class(top_bar, "tactile-top-bar");
    gtk_center_box_set_start_widget(GTK_CENTER_BOX(top_bar), top_bar_button("profile", 26));
    gtk_center_box_set_center_widget(GTK_CENTER_BOX(top_bar), top_bar_button("discover", 34));
    gtk_center_box_set_end_widget(GTK_CENTER_BOX(top_bar), top_bar_button("chat", 26));

    GtkWidget *stack = bench_stack_new(profiles);
    gtk_widget_set_hexpand(stack, TRUE);
    gtk_widget_set_vexpand(stack, TRUE);

    GtkWidget *actions = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(actions, "tactile-card-actions");
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 18);
    gtk_widget_set_halign(row, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(row), round_button("undo", TRUE));
    gtk_box_append(GTK_BOX(row), round_button("nope", FALSE));
    gtk_box_append(GTK_BOX(row), round_button("boost", TRUE));
    gtk_box_append(GTK_BOX(row), round_button("like", FALSE));
    gtk_box_append(GTK_BOX(actions), row);

    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(column), top_bar);
    gtk_box_append(GTK_BOX(column), stack);
    gtk_box_append(GTK_BOX(column), actions);
    gtk_window_set_child(GTK_WINDOW(window), column);

    g_signal_connect(window, "realize", G_CALLBACK(window_realized), application);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc != 3 + 4 * CARD_COUNT) {
        fprintf(stderr, "usage: %s SHARED_DIR DATA_DIR (NAME AGE HOBBY AVATAR) x%d\n", argv[0], CARD_COUNT);
        return 2;
    }
    shared_dir = argv[1];
    data_dir = argv[2];
    profiles = argv + 3;
    report = getenv("BENCH_REPORT");
    GtkApplication *application = gtk_application_new("io.github.tactile.BenchC", G_APPLICATION_NON_UNIQUE);
    /* As Tactile: no GResources, so no icon path for GTK to add at start-up (added once
     * GTK's background read of the icon theme is done, it makes GTK read the theme again). */
    g_application_set_resource_base_path(G_APPLICATION(application), NULL);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), 1, argv);
    g_object_unref(application);
    return status;
}
