// svg-to-pdfkit ships no types; this is the one call the report PDF makes.
declare module 'svg-to-pdfkit' {
  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: { width?: number; height?: number; fontCallback?: () => string },
  ): void;
  export default SVGtoPDF;
}
