import type { HazardClass } from '@hgsc/contracts';

/**
 * A one-page safety data sheet (SDS) summary for a demo dangerous good, as a real PDF: identity,
 * hazards by transport class, first aid, fire fighting, handling and storage, transport. English
 * only, so the standard Helvetica font needs no embedding.
 */

const CLASS_NAMES: Record<string, string> = {
  '2.1': 'Flammable gas',
  '2.2': 'Non-flammable, non-toxic gas',
  '2.3': 'Toxic gas',
  '3': 'Flammable liquid',
  '4.1': 'Flammable solid',
  '4.2': 'Substance liable to spontaneous combustion',
  '4.3': 'Substance which, in contact with water, emits flammable gases',
  '5.1': 'Oxidizing substance',
  '5.2': 'Organic peroxide',
  '6.1': 'Toxic substance',
  '8': 'Corrosive substance',
  '9': 'Miscellaneous dangerous substance',
};

const FIRE: Record<string, string> = {
  flammable:
    'Use alcohol-resistant foam, dry chemical or carbon dioxide. Cool exposed containers with water spray. Eliminate all ignition sources; vapours may travel to a source of ignition and flash back.',
  corrosive:
    'Not combustible itself. Use extinguishing media suited to the surrounding fire. Avoid direct water jets on the product; wear acid/alkali-resistant protective clothing.',
  toxic:
    'Use water spray, foam, dry chemical or carbon dioxide. Fire fighters must wear self-contained breathing apparatus: toxic fumes.',
  oxidizer: 'May intensify fire. Flood with plenty of water. Keep combustible materials away; cool containers with water spray.',
};

const STORAGE: Record<string, string> = {
  flammable:
    'Store in a cool, well-ventilated place away from heat, sparks and open flames. Ground and bond containers when transferring. Keep containers tightly closed.',
  corrosive:
    'Store in corrosion-resistant containers in a cool, ventilated place, away from incompatible materials. Wear chemical-resistant gloves, goggles and a face shield.',
  toxic:
    'Handle in a closed system or with local exhaust ventilation. Avoid inhalation and skin contact. Store locked up, away from food.',
  oxidizer: 'Keep away from combustible materials, reducing agents and heat. Store in a dry, ventilated place.',
};

function kindOf(hazardClass: HazardClass): keyof typeof FIRE {
  if (hazardClass === '8') return 'corrosive';
  if (hazardClass === '6.1' || hazardClass === '2.3') return 'toxic';
  if (hazardClass.startsWith('5')) return 'oxidizer';
  return 'flammable';
}

/** Breaks a paragraph into lines of at most `width` characters at spaces. */
function wrap(text: string, width = 92): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

const escapePdf = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** The PDF bytes: objects, a content stream of text lines, and a correct cross-reference table. */
function pdfOf(lines: { text: string; size: number; gap: number }[]): Buffer {
  let y = 800;
  const ops = ['BT'];
  for (const line of lines) {
    y -= line.gap;
    ops.push(`/F${line.size >= 12 ? 2 : 1} ${line.size} Tf 1 0 0 1 56 ${y} Tm (${escapePdf(line.text)}) Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function sdsPdf(input: { nameEn: string; cas: string; unNumber: string; hazardClass: HazardClass }): Buffer {
  const className = CLASS_NAMES[input.hazardClass] ?? 'Dangerous goods';
  const kind = kindOf(input.hazardClass);
  const lines: { text: string; size: number; gap: number }[] = [
    { text: 'SAFETY DATA SHEET (summary)', size: 16, gap: 0 },
    { text: input.nameEn, size: 13, gap: 26 },
  ];
  const section = (title: string, body: string) => {
    lines.push({ text: title, size: 12, gap: 26 });
    for (const [i, text] of wrap(body).entries()) lines.push({ text, size: 10, gap: i === 0 ? 16 : 13 });
  };
  section(
    '1. Identification',
    `Product identifier: ${input.nameEn}. CAS No.: ${input.cas}. Recommended use: industrial use only. Emergency telephone (China, NRCC): 0532-83889090.`,
  );
  section(
    '2. Hazards identification',
    `Dangerous goods, transport class ${input.hazardClass}: ${className}. Read the label before use and keep this sheet with the goods.`,
  );
  section(
    '3. Composition',
    `Substance: ${input.nameEn}, CAS No. ${input.cas}. Content as stated on the certificate of analysis.`,
  );
  section(
    '4. First-aid measures',
    'Inhalation: move to fresh air and keep at rest; get medical attention. Skin: remove contaminated clothing and rinse with plenty of water for at least 15 minutes. Eyes: rinse cautiously with water for at least 15 minutes; get medical attention. Ingestion: rinse mouth, do not induce vomiting, get medical attention at once.',
  );
  section('5. Fire-fighting measures', FIRE[kind] ?? '');
  section(
    '6. Accidental release',
    'Evacuate the area and keep upwind. Stop the leak if safe to do so. Contain spills with inert absorbent material (sand, earth); prevent entry into drains and waterways.',
  );
  section('7. Handling and storage', STORAGE[kind] ?? '');
  section(
    '14. Transport information',
    `UN number: ${input.unNumber}. Proper shipping name: ${input.nameEn.toUpperCase()}. Transport hazard class: ${input.hazardClass} (${className}). Carried only by vehicles licensed for dangerous goods.`,
  );
  section(
    '16. Other information',
    "This summary accompanies a listing on the HGSC chemical marketplace; the manufacturer's complete SDS prevails.",
  );
  return pdfOf(lines);
}
