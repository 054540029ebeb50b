import type { Page } from 'playwright-core';

/** A PDF page's size in points (1/72 in). */
export interface PdfPage {
  width: number;
  height: number;
}

/** 1 mm in PDF points. */
const MM = 72 / 25.4;
/** Paper sizes in mm. */
export const PAPER = { roll80: { width: 80, height: 297 }, a4: { width: 210, height: 297 } } as const;

/**
 * Prints the page as the browser's Print does (print media, `beforeprint` and `afterprint`, the
 * page's own `@page` sizes: `preferCSSPageSize`) and reads each page's MediaBox from the PDF
 * Chromium writes (uncompressed page objects: `/Type /Page … /MediaBox [0 0 w h]`).
 */
export async function printedPages(page: Page): Promise<PdfPage[]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: false })).toString('latin1');
  const objects = pdf.split(/\bendobj\b/).filter((o) => /\/Type\s*\/Page(?![s\w])/.test(o));
  return objects.map((o) => {
    const box = /\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/.exec(o);
    if (!box) throw new Error('a PDF page without a MediaBox');
    return { width: Number(box[3]) - Number(box[1]), height: Number(box[4]) - Number(box[2]) };
  });
}

/** The page's size in mm, to the nearest half millimetre (Chromium rounds the sheet to whole CSS pixels). */
export const inMm = (p: PdfPage) => ({ width: Math.round((p.width / MM) * 2) / 2, height: Math.round((p.height / MM) * 2) / 2 });

/** True when the printed page is `paper` within 0.5 mm. */
export const isPaper = (p: PdfPage, paper: { width: number; height: number }) =>
  Math.abs(p.width / MM - paper.width) <= 0.5 && Math.abs(p.height / MM - paper.height) <= 0.5;
