import type { ModelCard, ModelDetail, ModelInfo } from '@tubekit/contract';

/** A synthetic model card for tests (made-up names, no real people). */
export function testModelCard(id: number, over: Partial<ModelCard> = {}): ModelCard {
  return {
    model_id: id,
    dir: `performer-${id}`,
    title: `Performer ${id}`,
    statistics: { videos: 12, likes: 3, dislikes: 1, subscribers: 5, viewed: 4200 },
    thumbnail: `/media/model-${id}.jpg`,
    ...over,
  };
}

/** `n` test model cards starting at id `from`. */
export function testModelCards(n: number, from = 1): ModelCard[] {
  return Array.from({ length: n }, (_, i) => testModelCard(from + i));
}

const emptyInfo: ModelInfo = {
  alias: '',
  age: '',
  birth_date: '',
  race: '',
  career: '',
  zodiac: '',
  hair: '',
  eye: '',
  tattoo: '',
  piercing: '',
  size_tits: '',
  measurements: '',
  height: '',
  weight: '',
  added_date: '',
  gender: '',
  country: '',
  ethnicity: '',
  career_start: '',
  debut_age: '',
  career_status: '',
  career_end: '',
  education: '',
  relationship: '',
  orientation: '',
  website: '',
};

/** A synthetic model page answer. */
export function testModel(over: Partial<ModelDetail> = {}, info: Partial<ModelInfo> = {}): ModelDetail {
  return {
    ...testModelCard(7, { dir: 'zora-vale', title: 'Zora Vale' }),
    info: { ...emptyInfo, ...info },
    comments_count: 2,
    ...over,
  };
}
