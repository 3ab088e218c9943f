//! Huge pages for the big tables read at random (the transposition table, the evaluation's
//! weights): with 4 KiB pages nearly every read of the table also missed the TLB.

/// Asks Linux to map `memory` with 2 MiB pages where it can (transparent huge pages, when the
/// system allows them on request); call it before the first write, since pages are mapped then.
/// Elsewhere, or when refused, the pages stay small: only the speed differs.
pub fn advise_huge_pages<T>(memory: &mut [T]) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = memory.as_mut_ptr() as usize;
        let end = start + std::mem::size_of_val(memory);
        // madvise takes whole pages: those inside the slice.
        let (first, last) = (start.next_multiple_of(PAGE), end / PAGE * PAGE);
        if last > first {
            // SAFETY: advice on pages of memory this slice owns; it changes no contents, and a
            // refusal (an error return) leaves the mapping as it was.
            unsafe { libc::madvise(first as *mut libc::c_void, last - first, libc::MADV_HUGEPAGE) };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = memory;
}
