/**
 * True when this first render must match markup React drew elsewhere: in the gateway's
 * drawing itself (no document), and in the browser for a page the gateway drew, which
 * main.tsx hydrates (docs/decisions/168). A component that reads the window on its first
 * render (a breakpoint) draws its narrow-screen form then, and its real one right after.
 */
export const drawnFirstRender = typeof document === 'undefined' || document.getElementById('root')?.dataset.shell === 'drawn';
