/* Linked into the static release binary only (Makefile, `make static`), with
 * --wrap=__register_frame_info --wrap=__deregister_frame_info.
 *
 * In a static executable, crtbeginT.o registers the program's whole .eh_frame with libgcc's
 * unwinder, and the first unwind sorts every entry of it: about 180 million instructions for
 * pushsim. The first unwind comes at start-up, because dispatch_main() ends the main thread with
 * pthread_exit(), which unwinds it (docs/performance.md). With nothing registered, the unwinder
 * finds frames the way it does in a dynamic executable: through dl_iterate_phdr() and the
 * binary-search table the linker writes in .eh_frame_hdr (PT_GNU_EH_FRAME). */
#include <stddef.h>

struct object;

void __wrap___register_frame_info(const void *begin, struct object *object) {
    (void)begin;
    (void)object;
}

void *__wrap___deregister_frame_info(const void *begin) {
    (void)begin;
    return NULL;
}
