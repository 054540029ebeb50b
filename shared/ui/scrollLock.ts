/**
 * Locks the page's scrolling while at least one modal is open (modals can nest). The scrollbar's
 * width is padded back so that the page behind does not shift.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const viewport = document.documentElement.clientWidth;
    const scrollbar = window.innerWidth - viewport;
    // clientWidth is 0 where there is no layout (jsdom): no scrollbar to make up for then.
    if (viewport > 0 && scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
