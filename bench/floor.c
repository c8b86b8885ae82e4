/*
 * The floor for `make bench`: the least work any tool must do to look at the same payloads.
 *
 *   floor PATH...       walk the paths as `pushsim replay` does (depth-first, each directory's
 *                       entries sorted byte-wise; .json and .apns files, any case; hidden
 *                       entries, pushsim.json and pushsim.expect.json skipped; symlinks
 *                       followed), read each file whole, json_loadb it with
 *                       JSON_REJECT_DUPLICATES | JSON_DECODE_ANY, and json_decref it.
 *   floor --one FILE    the same for one file: a process that loads one payload (the start-up
 *                       comparison for `pushsim deliver`).
 *
 * It prints one summary line to stdout: files, bytes, decoded, malformed, unreadable.
 * Exit status: 0 when every file was read (malformed JSON is an outcome, not an error),
 * 1 when some file could not be read, 64 on usage.
 *
 * Build: cc -O2 -o floor bench/floor.c $(pkg-config --cflags --libs jansson)
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

struct totals {
    unsigned long files, bytes, decoded, malformed, unreadable;
};

static char *buffer;
static size_t capacity;

static void load(const char *path, struct totals *totals) {
    totals->files++;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat status;
    if (fd < 0 || fstat(fd, &status) != 0) {
        if (fd >= 0) close(fd);
        totals->unreadable++;
        return;
    }
    size_t want = status.st_size > 0 ? (size_t)status.st_size : 0;
    if (want + 1 > capacity) {
        capacity = want + 1 > 65536 ? want + 1 : 65536;
        free(buffer);
        buffer = malloc(capacity);
        if (!buffer) {
            perror("floor: malloc");
            exit(70);
        }
    }
    size_t length = 0;
    for (;;) { /* read to EOF, growing past st_size if the file grew */
        if (length == capacity) {
            capacity *= 2;
            char *grown = realloc(buffer, capacity);
            if (!grown) {
                perror("floor: realloc");
                exit(70);
            }
            buffer = grown;
        }
        ssize_t got = read(fd, buffer + length, capacity - length);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            close(fd);
            totals->unreadable++;
            return;
        }
        if (got == 0) break;
        length += (size_t)got;
    }
    close(fd);
    totals->bytes += length;
    json_error_t error;
    json_t *root = json_loadb(buffer, length, JSON_REJECT_DUPLICATES | JSON_DECODE_ANY, &error);
    if (root) {
        totals->decoded++;
        json_decref(root);
    } else {
        totals->malformed++;
    }
}

static int is_payload_name(const char *name) {
    const char *dot = strrchr(name, '.');
    if (!dot || dot == name) return 0;
    return strcasecmp(dot + 1, "json") == 0 || strcasecmp(dot + 1, "apns") == 0;
}

static int ignored(const char *name) {
    return name[0] == '.' || strcmp(name, "pushsim.json") == 0 || strcmp(name, "pushsim.expect.json") == 0;
}

static int byte_order(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b); /* strcmp compares as unsigned char */
}

static void walk(const char *path, int explicit, struct totals *totals) {
    struct stat status;
    const char *name = strrchr(path, '/');
    name = name ? name + 1 : path;
    if (stat(path, &status) != 0) {
        if (explicit || is_payload_name(name)) {
            totals->files++;
            totals->unreadable++;
        }
        return;
    }
    if (!S_ISDIR(status.st_mode)) {
        if (explicit || is_payload_name(name)) load(path, totals);
        return;
    }
    DIR *directory = opendir(path);
    if (!directory) {
        totals->unreadable++;
        return;
    }
    size_t count = 0, room = 256;
    char **names = malloc(room * sizeof *names);
    struct dirent *entry;
    while ((entry = readdir(directory)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        if (count == room) names = realloc(names, (room *= 2) * sizeof *names);
        names[count++] = strdup(entry->d_name);
    }
    closedir(directory);
    qsort(names, count, sizeof *names, byte_order);
    size_t base = strlen(path);
    int slash = base > 0 && path[base - 1] == '/';
    for (size_t i = 0; i < count; i++) {
        if (!ignored(names[i])) {
            size_t size = base + strlen(names[i]) + 2;
            char *child = malloc(size);
            snprintf(child, size, slash ? "%s%s" : "%s/%s", path, names[i]);
            walk(child, 0, totals);
            free(child);
        }
        free(names[i]);
    }
    free(names);
}

int main(int argc, char **argv) {
    struct totals totals = {0};
    if (argc == 3 && strcmp(argv[1], "--one") == 0) {
        load(argv[2], &totals);
    } else if (argc >= 2 && argv[1][0] != '-') {
        for (int i = 1; i < argc; i++) walk(argv[i], 1, &totals);
    } else {
        fprintf(stderr, "usage: floor PATH... | floor --one FILE\n");
        return 64;
    }
    printf("%lu files, %lu bytes: %lu decoded, %lu malformed, %lu unreadable\n", totals.files, totals.bytes,
           totals.decoded, totals.malformed, totals.unreadable);
    free(buffer);
    return totals.unreadable ? 1 : 0;
}
