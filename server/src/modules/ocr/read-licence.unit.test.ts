import { creditCodeCheckChar } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { findCreditCode } from './credit-code.ts';
import { parseLicenceDate } from './licence-date.ts';
import { parseLicenceText } from './licence-text.ts';
import { parseQrText } from './read-licence.ts';

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

describe("reading a licence's printed Chinese text", () => {
  const licenceBody = '91310115MA1H7XK3P';
  const licenceCode = licenceBody + creditCodeCheckChar(licenceBody);

  it('reads the fields of a landscape licence read row by row: spaces between characters, two columns on one line', () => {
    const spaced = licenceCode.split('').join(' ');
    const text = [
      '统 一 社 会 信 用 代 码',
      spaced,
      '营 业 执 照',
      '名        称     上 海 申 联 化 工 贸 易 有 限 公 司              注 册 资 本     人 民 币 伍 佰 万 元 整',
      '类        型     有 限 责 任 公 司 （ 自 然 人 投 资 或 控 股 ）    成 立 日 期     2015 年 03 月 08 日',
      '法 定 代 表 人   周 建 国                                      营 业 期 限     2015 年 03 月 08 日 至 长 期',
      '经 营 范 围     一 般 项 目 ： 化 工 产 品 销 售                  住        所     上 海 市 浦 东 新 区 张 江 路 1388 号 3 幢 502 室',
      '登 记 机 关     2023 年 05 月 12 日',
    ].join('\n');
    expect(parseLicenceText(text)).toEqual({
      creditCode: licenceCode,
      name: '上海申联化工贸易有限公司',
      legalPerson: '周建国',
      registeredAddress: '上海市浦东新区张江路1388号3幢502室',
      establishmentDate: '2015-03-08',
    });
  });

  it('reads what tesseract made of a generated landscape licence: stray marks, a 1 read as L, an address carried on in the right-hand column', () => {
    // The Chinese model's text of licence-samples.ts 'shanghai-landscape' (the seal's and the QR code's noise cut short).
    const text = [
      '统一社会信用代码                                        |',
      '91310115MALH7XK3PU              。                                辆由头则 .| 目:',
      '=一一             晤         二Li',
      '名   称 ”上海申联化工贸易有限公司       注册资本 人民币伍佰万元整',
      '关   型 ”有限责任公司 (自然人投资或控股)   成立日期 2015年03月08日',
      '法定代表人 周建国                营业期限 2015年03月08日至长期',
      '经营范围 一般项目: 化工产品销售 (不含许可类 ” 住   所 “上海市浦东新区张江路1388号3',
      '     化工产品) ; 专用化学产品销售 (不含   ，     幢502室',
      '”危险化学品) ; 技术服务、技术开发、',
      '，                              登记机关 | 每  广',
      '(03年05 月12日',
    ].join('\n');
    expect(parseLicenceText(text)).toEqual({
      creditCode: '91310115MA1H7XK3PU',
      name: '上海申联化工贸易有限公司',
      legalPerson: '周建国',
      registeredAddress: '上海市浦东新区张江路1388号3幢502室',
      establishmentDate: '2015-03-08',
    });
  });

  it('reads a spread label with one character misread (国 称) or stray marks inside it (住。 。 所，)', () => {
    expect(parseLicenceText('国   称 ”江苏瑞丰新材料科技有限公司\n类   型”有限责任公司 《自然人投资或控股)')).toEqual({
      name: '江苏瑞丰新材料科技有限公司',
    });
    expect(parseLicenceText('经营范围“一般项目: 化工产品销售 ; 专用 。 住。 。 所， 广州市黄埔区开创大道2707号1201房')).toEqual({
      registeredAddress: '广州市黄埔区开创大道2707号1201房',
    });
    expect(parseLicenceText('名称：安徽皖东化工〈集团）有限公司')).toEqual({ name: '安徽皖东化工（集团）有限公司' });
  });

  it('reads labels with full-width colons, a label split over two lines and a value on the line below its label', () => {
    const text = [
      `统一社会信用代码：${licenceCode}`,
      '名称：安徽皖东化工(集团)有限公司',
      '住所：安徽省滁州市南谯区乌衣镇',
      '化工路9号',
      '法定代',
      '表人：吴敏',
      '成立日期：',
      '1998年6月15日',
    ].join('\n');
    expect(parseLicenceText(text)).toEqual({
      creditCode: licenceCode,
      name: '安徽皖东化工（集团）有限公司',
      registeredAddress: '安徽省滁州市南谯区乌衣镇化工路9号',
      legalPerson: '吴敏',
      establishmentDate: '1998-06-15',
    });
  });

  it('reads the labels of other kinds of licence, with one misread character and OCR noise around them', () => {
    const text = [
      '| 名 称 : 福清市江阴镇明辉化工经营部',
      '经 营 者 ; 林 晓 峰',
      '经 营 场 所 ： 福 建 省 福 清 市 江 阴 镇 港 头 村 18 号',
      '注 册 曰 期 2019 .02. 28',
    ].join('\n');
    expect(parseLicenceText(text)).toEqual({
      name: '福清市江阴镇明辉化工经营部',
      legalPerson: '林晓峰',
      registeredAddress: '福建省福清市江阴镇港头村18号',
      establishmentDate: '2019-02-28',
    });
    expect(parseLicenceText('法定代表入  马国强\n负 责 人 张三')).toEqual({ legalPerson: '马国强' });
  });

  it('leaves out what does not read as the field: no value, an impossible date, the issue date, a wrong code', () => {
    expect(parseLicenceText('名称\n类型 有限责任公司\n成立日期 2015年02月30日\n登记机关 2023年05月12日')).toEqual({});
    expect(parseLicenceText(`统一社会信用代码 ${wrong}`)).toEqual({});
    expect(parseLicenceText('')).toEqual({});
  });

  it('reads dates as printed and as OCR garbles them', () => {
    expect(parseLicenceDate('2015年03月08日')).toBe('2015-03-08');
    expect(parseLicenceDate('2015 年 3 月 8 日')).toBe('2015-03-08');
    expect(parseLicenceDate('2O15年O3月O8日')).toBe('2015-03-08');
    expect(parseLicenceDate('2015-03-08')).toBe('2015-03-08');
    expect(parseLicenceDate('2015年03目08日')).toBe('2015-03-08');
    expect(parseLicenceDate('2015年13月08日')).toBeUndefined();
    expect(parseLicenceDate('1900年01月01日')).toBeUndefined();
  });

  it('reads the establishment date a QR code carries', () => {
    expect(parseQrText(`统一社会信用代码:${code}\n成立日期:2015-03-08`)).toEqual({
      creditCode: code,
      establishmentDate: '2015-03-08',
    });
  });
});
