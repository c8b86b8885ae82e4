/*
 * measure RESULT_FILE COMMAND [ARG...]: run COMMAND (stdin, stdout and stderr inherited), wait
 * for it, and write one line to RESULT_FILE:
 *
 *     <wall ns> <user µs> <system µs> <peak RSS KiB> <exit code, or 128+signal>
 *
 * Why a C helper rather than Python's wait4: on Linux a child's ru_maxrss starts from the RSS
 * of the process it was forked from (exec records the old address space's high-water mark), so
 * every child of a Python interpreter reports at least the interpreter's ~30 MiB. Forked from
 * this helper, a child starts from about 1 MiB, and the wall time excludes Python's own spawn
 * cost. Its exit status is 0 unless it could not run the command (then 127) or write the result.
 *
 * Build: cc -O2 -o measure bench/measure.c
 */
#define _GNU_SOURCE
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: measure RESULT_FILE COMMAND [ARG...]\n");
        return 64;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t child;
    int error = posix_spawnp(&child, argv[2], NULL, NULL, argv + 2, environ);
    if (error != 0) {
        fprintf(stderr, "measure: cannot run %s: %s\n", argv[2], strerror(error));
        return 127;
    }
    int status;
    struct rusage usage;
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("measure: wait4");
            return 127;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long wall = (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    FILE *result = fopen(argv[1], "w");
    if (!result) {
        perror("measure: result file");
        return 127;
    }
    fprintf(result, "%lld %lld %lld %ld %d\n", wall,
            (long long)usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec,
            (long long)usage.ru_stime.tv_sec * 1000000LL + usage.ru_stime.tv_usec, usage.ru_maxrss, code);
    return fclose(result) == 0 ? 0 : 127;
}
