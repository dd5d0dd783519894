// Search inputs read from the database, so the benchmark searches for what the market actually holds: from the
// chemical part of product names (the first word, without a 【…】 tag: 甲醇, 邻苯二甲酸二丁酯) the most frequent
// character, the most frequent 2- and 4-character chemical names (else parts of names), the most frequent CAS
// number (also without dashes, and its dictionary English name), the top-level category of the most frequent category,
// and the most frequent producer and warehouse city. A fixed stride over ids keeps the choice the
// same from run to run.

const SAMPLE_ROWS = 5000;
const HAN = /\p{Script=Han}+/gu;

export async function searchInputs(db, productCount) {
  const stride = Math.max(1, Math.floor(productCount / SAMPLE_ROWS));
  const { rows } = await db.query(
    'SELECT name, cas_number, category_id, brand, city_code FROM products WHERE id % $1 = 0 LIMIT $2',
    [stride, SAMPLE_ROWS],
  );
  if (rows.length === 0)
    throw new Error('the database has no products: fill it first (start the app once, or npm run scale-data)');
  const runs = rows.flatMap((row) => chemicalRuns(row.name));
  const casNumber = mostFrequent(rows.map((row) => row.cas_number));
  const branded = rows.filter((row) => row.brand !== null && row.city_code !== null);
  return {
    sampledProducts: rows.length,
    keyword1: mostFrequent(runs.flatMap((run) => [...run])),
    keyword2: mostFrequentRun(runs, 2),
    keyword4: mostFrequentRun(runs, 4),
    casNumber,
    // As traders type it: without its dashes, and the chemical's English name from the dictionary.
    casDigits: casNumber.replaceAll('-', ''),
    englishName: await englishNameOf(db, casNumber),
    brand: branded.length > 0 ? mostFrequent(branded.map((row) => row.brand)) : null,
    cityCode: branded.length > 0 ? mostFrequent(branded.map((row) => row.city_code)) : null,
    categoryId: await topLevelCategory(db, Number(mostFrequent(rows.map((row) => row.category_id)))),
  };
}

/** The Han runs of a name's chemical part: "【现货】DBP（邻苯二甲酸二丁酯） 优等品 ≥99.5%" → [邻苯二甲酸二丁酯]. */
function chemicalRuns(name) {
  const chemical =
    name
      .replace(/^【[^】]*】/, '')
      .trim()
      .split(/\s+/)[0] ?? '';
  return chemical.match(HAN) ?? [];
}

/** The most frequent whole run of `length` characters (甲醇), else the most frequent part of that length of a longer run. */
function mostFrequentRun(runs, length) {
  const whole = runs.filter((run) => [...run].length === length);
  if (whole.length > 0) return mostFrequent(whole);
  const parts = runs.flatMap((run) => {
    const chars = [...run];
    return chars.slice(0, Math.max(0, chars.length - length + 1)).map((_, i) => chars.slice(i, i + length).join(''));
  });
  if (parts.length === 0) throw new Error(`no ${length}-character Chinese run in the sampled product names`);
  return mostFrequent(parts);
}

function mostFrequent(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  // Ties go to the smaller value, so the choice does not depend on row order.
  return [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))[0][0];
}

/** The dictionary's English name of a chemical (methanol), lower case, or null when the dictionary lacks it. */
async function englishNameOf(db, casNumber) {
  const { rows } = await db.query('SELECT lower(name_en) AS name FROM chemicals WHERE cas_number = $1', [casNumber]);
  return rows[0]?.name ?? null;
}

/** The root of a category's branch: the filtered search asks for the whole subtree, as the category menu does. */
async function topLevelCategory(db, categoryId) {
  const { rows } = await db.query(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id FROM categories WHERE id = $1
       UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
     ) SELECT id FROM up WHERE parent_id IS NULL`,
    [categoryId],
  );
  return Number(rows[0]?.id ?? categoryId);
}
