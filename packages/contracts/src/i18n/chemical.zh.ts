/** The chemical dictionary (化学品词典): the server's messages, merged into zh.ts. */
export const chemicalZh = {
  'chemical.formulaInvalid': '不是有效的分子式（如 CH3OH、Ca(OH)2、CuSO4·5H2O）',
  'chemical.tooManySynonyms': '别名最多 30 个',
  'chemical.synonymRepeated': '与中文名、英文名或其他别名重复',
  'chemical.casTaken': 'CAS 号 {{casNumber}} 已在词典中（{{nameZh}}）',
  'chemical.notFound': '词典中没有这个化学品',
  'chemical.editConflict': '该化学品已被修改为第 {{current}} 版，请刷新后在最新内容上修改',
  'chemical.saved': '化学品已保存，搜索将在一分钟内按新词条查找',
  'chemical.deleted': '化学品已从词典删除',
};
