/**
 * Amounts in words, as contracts, cheques and invoices write them next to the figures so that the
 * figures cannot be altered unnoticed.
 *
 * Input is a money decimal string as stored (NUMERIC(18,2)): digits, optionally a point and one or
 * two decimals; at most 16 integer digits. Never a float: the string is read digit by digit.
 */

const MAX_INTEGER_DIGITS = 16;
const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

interface SplitAmount {
  /** The integer part without leading zeros ('' for zero). */
  integer: string;
  jiao: number;
  fen: number;
}

function splitAmount(amount: string): SplitAmount {
  const match = AMOUNT_PATTERN.exec(amount.trim());
  if (!match) throw new RangeError(`Not a non-negative money amount with at most 2 decimals: "${amount}"`);
  const integer = (match[1] ?? '').replace(/^0+/, '');
  if (integer.length > MAX_INTEGER_DIGITS) throw new RangeError(`Amount too large for NUMERIC(18,2): "${amount}"`);
  const decimals = (match[2] ?? '').padEnd(2, '0');
  return { integer, jiao: Number(decimals[0]), fen: Number(decimals[1]) };
}

const CN_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const CN_POSITIONS = ['', '拾', '佰', '仟'] as const;
/** Units of each group of four digits, from the lowest: 元 group, 万, 亿, 万亿. */
const CN_GROUPS = ['', '万', '亿', '万亿'] as const;

/**
 * The integer part in capital numerals, without 元. Follows the banking rule (中国人民银行《正确填写票据和
 * 结算凭证的基本规定》): every run of zeros between two non-zero digits is written as one 零, also
 * across the 万 and 亿 boundaries (壹拾万零柒仟, one of the two forms the rule allows, and the one that
 * cannot be misread: 壹亿零柒仟 is 100007000, 壹亿柒仟 reads like 170000000); a leading 拾 is
 * written 壹拾; zeros at the end are not written.
 */
function integerInCapitals(integer: string): string {
  const digits = Array.from(integer, Number);
  let words = '';
  let pendingZero = false;
  digits.forEach((digit, index) => {
    const place = digits.length - 1 - index;
    const position = place % 4;
    if (digit === 0) {
      pendingZero = words !== '';
    } else {
      if (pendingZero) words += '零';
      words += `${CN_DIGITS[digit]}${CN_POSITIONS[position]}`;
      pendingZero = false;
    }
    if (position === 0 && place > 0) {
      // A group's unit (万, 亿) is written once the group has any non-zero digit; 万亿 drops its 亿
      // when the 亿 group follows with digits of its own (壹万贰仟亿, not 壹万亿贰仟亿).
      const group = digits.slice(Math.max(0, index - 3), index + 1);
      if (group.some((d) => d !== 0)) {
        const unit = CN_GROUPS[place / 4] ?? '';
        const yiGroupFollows = unit === '万亿' && digits.slice(index + 1, index + 5).some((d) => d !== 0);
        words += yiGroupFollows ? '万' : unit;
      }
    }
  });
  return words;
}

/**
 * 人民币大写: e.g. '1409.50' → '壹仟肆佰零玖元伍角整', '16409.02' → '壹万陆仟肆佰零玖元零贰分',
 * '0.05' → '伍分', '10' → '壹拾元整', '0' → '零元整'. Rules (《正确填写票据和结算凭证的基本规定》):
 * 整 after 元 and after 角 (the rule allows either after 角; we close the amount), never after 分;
 * 零 between 元 and 分 when 角 is zero (required); no 零 after 元 when only the 元 digit is zero
 * (壹仟陆佰捌拾元叁角贰分 — the rule allows it with or without, and wants one 零 at most where 万位 and
 * 元位 are both zero: 壹拾万零柒仟元伍角叁分). No currency prefix: callers write 人民币 (or the label
 * of the field) themselves.
 */
export function rmbUppercase(amount: string): string {
  const { integer, jiao, fen } = splitAmount(amount);
  const yuan = integer === '' ? '' : `${integerInCapitals(integer)}元`;
  if (jiao === 0 && fen === 0) return yuan === '' ? '零元整' : `${yuan}整`;
  const jiaoWords = jiao === 0 ? (yuan === '' ? '' : '零') : `${CN_DIGITS[jiao]}角`;
  const words = `${yuan}${jiaoWords}`;
  return fen === 0 ? `${words}整` : `${words}${CN_DIGITS[fen]}分`;
}

const EN_ONES = [
  'ZERO',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
] as const;
const EN_TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'] as const;
/** Short scale, one word per group of three digits from the lowest. */
const EN_SCALES = ['', 'THOUSAND', 'MILLION', 'BILLION', 'TRILLION', 'QUADRILLION'] as const;

/** 0–99: 'FIFTY-SIX'. */
function tensInWords(n: number): string {
  if (n < 20) return EN_ONES[n] ?? '';
  const ones = n % 10;
  const tens = EN_TENS[Math.floor(n / 10)] ?? '';
  return ones === 0 ? tens : `${tens}-${EN_ONES[ones]}`;
}

/** 1–999: 'TWO HUNDRED THIRTY-FOUR' (trade-document style, no AND inside the number). */
function hundredsInWords(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${EN_ONES[hundreds]} HUNDRED`);
  if (rest > 0) parts.push(tensInWords(rest));
  return parts.join(' ');
}

function integerInWords(integer: string): string {
  if (integer === '') return 'ZERO';
  const groups: number[] = [];
  for (let end = integer.length; end > 0; end -= 3) groups.unshift(Number(integer.slice(Math.max(0, end - 3), end)));
  return groups
    .map((group, index) => {
      if (group === 0) return '';
      const scale = EN_SCALES[groups.length - 1 - index] ?? '';
      return scale ? `${hundredsInWords(group)} ${scale}` : hundredsInWords(group);
    })
    .filter((words) => words !== '')
    .join(' ');
}

/**
 * The amount in English words as L/C and export contracts write it, e.g. '1234.56' →
 * 'SAY US DOLLARS ONE THOUSAND TWO HUNDRED THIRTY-FOUR AND CENTS FIFTY-SIX ONLY';
 * without cents: 'SAY US DOLLARS ONE HUNDRED ONLY'.
 */
export function usdInWords(amount: string): string {
  const { integer, jiao, fen } = splitAmount(amount);
  const cents = jiao * 10 + fen;
  const dollars = integerInWords(integer);
  return cents === 0 ? `SAY US DOLLARS ${dollars} ONLY` : `SAY US DOLLARS ${dollars} AND CENTS ${tensInWords(cents)} ONLY`;
}
