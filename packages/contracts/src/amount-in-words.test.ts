import { describe, expect, it } from 'vitest';
import { rmbUppercase, usdInWords } from './amount-in-words.ts';

describe('rmbUppercase (人民币大写)', () => {
  it('writes the examples of 《正确填写票据和结算凭证的基本规定》', () => {
    expect(rmbUppercase('1409.50')).toBe('壹仟肆佰零玖元伍角整');
    expect(rmbUppercase('6007.14')).toBe('陆仟零柒元壹角肆分');
    expect(rmbUppercase('1680.32')).toBe('壹仟陆佰捌拾元叁角贰分');
    expect(rmbUppercase('107000.53')).toBe('壹拾万零柒仟元伍角叁分');
    expect(rmbUppercase('16409.02')).toBe('壹万陆仟肆佰零玖元零贰分');
    expect(rmbUppercase('325.04')).toBe('叁佰贰拾伍元零肆分');
  });

  it('closes whole amounts and 角 with 整, never 分', () => {
    expect(rmbUppercase('1005.30')).toBe('壹仟零伍元叁角整');
    expect(rmbUppercase('1005.3')).toBe('壹仟零伍元叁角整');
    expect(rmbUppercase('1005.31')).toBe('壹仟零伍元叁角壹分');
    expect(rmbUppercase('1005')).toBe('壹仟零伍元整');
    expect(rmbUppercase('1005.00')).toBe('壹仟零伍元整');
  });

  it('writes amounts below one yuan without 元', () => {
    expect(rmbUppercase('0.05')).toBe('伍分');
    expect(rmbUppercase('0.30')).toBe('叁角整');
    expect(rmbUppercase('0.35')).toBe('叁角伍分');
    expect(rmbUppercase('0.00')).toBe('零元整');
    expect(rmbUppercase('0')).toBe('零元整');
  });

  it('writes a leading 拾 as 壹拾', () => {
    expect(rmbUppercase('10.00')).toBe('壹拾元整');
    expect(rmbUppercase('15')).toBe('壹拾伍元整');
    expect(rmbUppercase('10.50')).toBe('壹拾元伍角整');
    expect(rmbUppercase('110')).toBe('壹佰壹拾元整');
    expect(rmbUppercase('100010')).toBe('壹拾万零壹拾元整');
    expect(rmbUppercase('100000')).toBe('壹拾万元整');
  });

  it('writes one 零 for a run of zeros and none at the end', () => {
    expect(rmbUppercase('100')).toBe('壹佰元整');
    expect(rmbUppercase('101')).toBe('壹佰零壹元整');
    expect(rmbUppercase('1001')).toBe('壹仟零壹元整');
    expect(rmbUppercase('10100')).toBe('壹万零壹佰元整');
    expect(rmbUppercase('1000001')).toBe('壹佰万零壹元整');
    expect(rmbUppercase('20000')).toBe('贰万元整');
    expect(rmbUppercase('12345678.90')).toBe('壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元玖角整');
  });

  it('handles 亿 and 万亿 up to NUMERIC(18,2)', () => {
    expect(rmbUppercase('100000000')).toBe('壹亿元整');
    expect(rmbUppercase('100010000')).toBe('壹亿零壹万元整');
    expect(rmbUppercase('100000001')).toBe('壹亿零壹元整');
    expect(rmbUppercase('1000000000000')).toBe('壹万亿元整');
    expect(rmbUppercase('1234500000000')).toBe('壹万贰仟叁佰肆拾伍亿元整');
    expect(rmbUppercase('1000100000000')).toBe('壹万零壹亿元整');
    expect(rmbUppercase('100007000')).toBe('壹亿零柒仟元整');
    expect(rmbUppercase('1000000000000.01')).toBe('壹万亿元零壹分');
    expect(rmbUppercase('9999999999999999.99')).toBe('玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
  });

  it('ignores leading zeros and surrounding spaces', () => {
    expect(rmbUppercase(' 0012.30 ')).toBe('壹拾贰元叁角整');
  });

  it('refuses what is not a money amount', () => {
    for (const bad of ['', '-1', '1.234', '1e5', '1,000', 'abc', '.5', '1.', '12345678901234567']) {
      expect(() => rmbUppercase(bad), bad).toThrow(RangeError);
    }
  });
});

describe('usdInWords', () => {
  it('writes dollars and cents in trade-document style', () => {
    expect(usdInWords('1234.56')).toBe('SAY US DOLLARS ONE THOUSAND TWO HUNDRED THIRTY-FOUR AND CENTS FIFTY-SIX ONLY');
    expect(usdInWords('100')).toBe('SAY US DOLLARS ONE HUNDRED ONLY');
    expect(usdInWords('100.00')).toBe('SAY US DOLLARS ONE HUNDRED ONLY');
    expect(usdInWords('0.05')).toBe('SAY US DOLLARS ZERO AND CENTS FIVE ONLY');
    expect(usdInWords('0.5')).toBe('SAY US DOLLARS ZERO AND CENTS FIFTY ONLY');
    expect(usdInWords('0')).toBe('SAY US DOLLARS ZERO ONLY');
  });

  it('writes teens, tens and hyphenated compounds', () => {
    expect(usdInWords('11')).toBe('SAY US DOLLARS ELEVEN ONLY');
    expect(usdInWords('19.19')).toBe('SAY US DOLLARS NINETEEN AND CENTS NINETEEN ONLY');
    expect(usdInWords('40')).toBe('SAY US DOLLARS FORTY ONLY');
    expect(usdInWords('99.99')).toBe('SAY US DOLLARS NINETY-NINE AND CENTS NINETY-NINE ONLY');
    expect(usdInWords('105')).toBe('SAY US DOLLARS ONE HUNDRED FIVE ONLY');
  });

  it('skips empty groups and names each scale', () => {
    expect(usdInWords('1000000')).toBe('SAY US DOLLARS ONE MILLION ONLY');
    expect(usdInWords('1000001')).toBe('SAY US DOLLARS ONE MILLION ONE ONLY');
    expect(usdInWords('2000300')).toBe('SAY US DOLLARS TWO MILLION THREE HUNDRED ONLY');
    expect(usdInWords('1000000000')).toBe('SAY US DOLLARS ONE BILLION ONLY');
    expect(usdInWords('12345678.10')).toBe(
      'SAY US DOLLARS TWELVE MILLION THREE HUNDRED FORTY-FIVE THOUSAND SIX HUNDRED SEVENTY-EIGHT AND CENTS TEN ONLY',
    );
    expect(usdInWords('9999999999999999.99')).toBe(
      'SAY US DOLLARS NINE QUADRILLION NINE HUNDRED NINETY-NINE TRILLION NINE HUNDRED NINETY-NINE BILLION NINE HUNDRED NINETY-NINE MILLION NINE HUNDRED NINETY-NINE THOUSAND NINE HUNDRED NINETY-NINE AND CENTS NINETY-NINE ONLY',
    );
  });

  it('refuses what is not a money amount', () => {
    for (const bad of ['', '-1', '1.234', 'NaN', '12345678901234567']) {
      expect(() => usdInWords(bad), bad).toThrow(RangeError);
    }
  });
});
