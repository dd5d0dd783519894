/** Year, month and day as YYYY-MM-DD, from 2015年03月08日, 2015年3月8日, 2015-03-08 or 2015.03.08 read with the usual OCR noise. */
export function parseLicenceDate(text: string): string | undefined {
  // Full-width digits as ASCII ones (NFKC), without the spaces OCR puts between characters.
  const digits = text
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[OoD〇]/g, '0')
    .replace(/[lI|]/g, '1');
  // As printed, else with one or two other marks in place of 年 and 月, which OCR misreads now and then.
  const match =
    /(\d{4})[年.\-/](\d{1,2})[月.\-/](\d{1,2})/.exec(digits) ?? /(\d{4})\D{1,2}(\d{1,2})\D{1,2}(\d{1,2})/.exec(digits);
  if (!match) return undefined;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (year < 1949 || year > 2100) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}
