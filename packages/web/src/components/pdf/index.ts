/** The portal's PDF viewer (pdf.js, from our own origin): import it lazily where a PDF may be shown. */
export { default as PdfView } from './pdf-view';
