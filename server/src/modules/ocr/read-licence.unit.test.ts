import { creditCodeCheckChar } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { findCreditCode, parseQrText } from './read-licence.ts';

const body = '91310115MA1K3LXY7';
const code = body + creditCodeCheckChar(body);
const wrong = body + (code.at(-1) === '0' ? '1' : '0');

describe('finding a credit code in text', () => {
  it('finds a valid code inside a URL or label, and refuses a wrong check digit', () => {
    expect(findCreditCode(`http://www.gsxt.gov.cn/index.html?uniscid=${code}&x=1`)).toBe(code);
    expect(findCreditCode(`统一社会信用代码:${code.toLowerCase()}`)).toBe(code);
    expect(findCreditCode(`统一社会信用代码:${wrong}`)).toBeUndefined();
    expect(findCreditCode('no code here 1234567890')).toBeUndefined();
  });

  it('reads OCR text leniently: spaces inside a line and look-alike letters', () => {
    const spaced = `${code.slice(0, 6)} ${code.slice(6, 12)} ${code.slice(12)}`;
    expect(findCreditCode(`Credit Code\n${spaced}\n`, true)).toBe(code);
    const withLetterO = code.replace(/0/g, 'O');
    expect(findCreditCode(withLetterO, true)).toBe(code);
    expect(findCreditCode(withLetterO)).toBeUndefined();
  });

  it('repairs the usual OCR misreadings when exactly one reading holds the check digit', () => {
    // A stray I inserted after a 1 (the 11th character of the code is a 1).
    expect(code[10]).toBe('1');
    expect(findCreditCode(`${code.slice(0, 11)}I${code.slice(11)}`, true)).toBe(code);
    // An 8 read twice, as "8B".
    const eightBody = '91310115MA1K8LXY7';
    const eight = eightBody + creditCodeCheckChar(eightBody);
    expect(findCreditCode(`${eight.slice(0, 13)}B${eight.slice(13)}`, true)).toBe(eight);
    // A 9 read as I.
    const nineBody = '91310115MA1K9LXY7';
    const nine = nineBody + creditCodeCheckChar(nineBody);
    expect(findCreditCode(nine.replace('K9', 'KI'), true)).toBe(nine);
    // A printed J (here the check character) read as 7.
    expect(findCreditCode('USCC\n913101152711900027\n', true)).toBe('91310115271190002J');
    // Repairs never offer a code that fails the check digit.
    expect(findCreditCode(`${wrong.slice(0, 11)}I${wrong.slice(11)}`, true)).not.toBe(wrong);
  });

  it('parses the labelled fields a licence QR code carries', () => {
    expect(
      parseQrText(`统一社会信用代码：${code}\n名称：某某化工有限公司\n法定代表人：张三\n住所：上海市浦东新区某路 1 号`),
    ).toEqual({
      creditCode: code,
      name: '某某化工有限公司',
      legalPerson: '张三',
      registeredAddress: '上海市浦东新区某路 1 号',
    });
  });
});
