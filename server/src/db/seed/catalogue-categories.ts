/** The demo category tree: real chemicals, two levels (a third is allowed; the operator may add it). */
export interface SeedCategory {
  name: string;
  nameEn: string;
  children?: SeedCategory[];
}

const leaves = (pairs: [string, string][]): SeedCategory[] => pairs.map(([name, nameEn]) => ({ name, nameEn }));

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: '醇类',
    nameEn: 'Alcohols',
    children: leaves([
      ['甲醇', 'Methanol'],
      ['乙醇', 'Ethanol'],
      ['乙二醇', 'Ethylene glycol'],
      ['异丙醇', 'Isopropanol'],
      ['正丁醇', 'n-Butanol'],
      ['辛醇', '2-Ethylhexanol'],
    ]),
  },
  {
    name: '芳烃',
    nameEn: 'Aromatics',
    children: leaves([
      ['纯苯', 'Benzene'],
      ['甲苯', 'Toluene'],
      ['二甲苯', 'Xylene'],
      ['苯乙烯', 'Styrene'],
      ['苯酚', 'Phenol'],
    ]),
  },
  {
    name: '烯烃',
    nameEn: 'Olefins',
    children: leaves([
      ['乙烯', 'Ethylene'],
      ['丙烯', 'Propylene'],
      ['丁二烯', 'Butadiene'],
    ]),
  },
  {
    name: '聚合物',
    nameEn: 'Polymers',
    children: leaves([
      ['聚乙烯', 'Polyethylene (PE)'],
      ['聚丙烯', 'Polypropylene (PP)'],
      ['聚氯乙烯', 'PVC'],
      ['ABS', 'ABS'],
      ['聚苯乙烯', 'Polystyrene (PS)'],
    ]),
  },
  {
    name: '酸碱',
    nameEn: 'Acids and alkalis',
    children: leaves([
      ['硫酸', 'Sulfuric acid'],
      ['盐酸', 'Hydrochloric acid'],
      ['硝酸', 'Nitric acid'],
      ['液碱', 'Caustic soda liquid'],
      ['纯碱', 'Soda ash'],
    ]),
  },
  {
    name: '有机酸与酯',
    nameEn: 'Organic acids and esters',
    children: leaves([
      ['PTA', 'Purified terephthalic acid (PTA)'],
      ['醋酸', 'Acetic acid'],
      ['醋酸乙酯', 'Ethyl acetate'],
      ['醋酸丁酯', 'Butyl acetate'],
      ['丙烯酸', 'Acrylic acid'],
    ]),
  },
  {
    name: '溶剂',
    nameEn: 'Solvents',
    children: leaves([
      ['丙酮', 'Acetone'],
      ['丁酮', 'Methyl ethyl ketone'],
      ['二氯甲烷', 'Dichloromethane'],
      ['环己酮', 'Cyclohexanone'],
      ['DMF', 'N,N-Dimethylformamide (DMF)'],
    ]),
  },
  {
    name: '化肥',
    nameEn: 'Fertilizers',
    children: leaves([
      ['尿素', 'Urea'],
      ['氯化钾', 'Potassium chloride'],
      ['磷酸一铵', 'Monoammonium phosphate'],
      ['复合肥', 'Compound fertilizer'],
    ]),
  },
  {
    name: '精细化工',
    nameEn: 'Fine chemicals',
    children: leaves([
      ['钛白粉', 'Titanium dioxide'],
      ['环氧树脂', 'Epoxy resin'],
      ['增塑剂', 'Plasticizers'],
      ['表面活性剂', 'Surfactants'],
    ]),
  },
];
