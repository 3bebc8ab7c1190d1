import type { Rng } from './prng';

// Common Chinese surnames and given names, for the demo candidates. Sex '1' is male, '2' female.
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '邓',
  '冯',
  '韩',
  '曹',
  '曾',
  '彭',
  '蔡',
  '潘',
  '田',
  '董',
  '袁',
  '叶',
  '蒋',
  '杜',
  '苏',
  '魏',
  '程',
  '吕',
  '丁',
  '沈',
  '钟',
  '姜',
  '崔',
  '谭',
  '陆',
  '廖',
  '方',
  '邹',
];

const GIVEN_NAMES: Record<'1' | '2', readonly string[]> = {
  '1': [
    '浩然',
    '子轩',
    '宇航',
    '俊杰',
    '志强',
    '建华',
    '伟',
    '磊',
    '鹏',
    '晨阳',
    '家豪',
    '文博',
    '明辉',
    '振宇',
    '海涛',
    '嘉诚',
    '立新',
    '国栋',
    '天佑',
    '永康',
    '凯',
    '斌',
    '思源',
    '博文',
    '宏伟',
    '泽宇',
    '一鸣',
    '承志',
  ],
  '2': [
    '欣怡',
    '雨萱',
    '梓涵',
    '诗琪',
    '婷婷',
    '静',
    '丽娟',
    '晓燕',
    '佳慧',
    '雪梅',
    '思雨',
    '梦瑶',
    '可欣',
    '慧敏',
    '美玲',
    '晨曦',
    '嘉怡',
    '丹',
    '倩',
    '琳',
    '艳',
    '秋月',
    '若兰',
    '雅文',
    '紫薇',
    '心怡',
    '晓丽',
    '玉洁',
  ],
};

const MOBILE_PREFIXES = ['138', '139', '135', '136', '137', '150', '151', '158', '159', '186', '187', '188', '177', '199'];

export interface PersonName {
  name: string;
  /** What the chat and the console show next to the avatar. */
  nickname: string;
  sex: '1' | '2';
}

/** A name not in `taken`, which it joins. */
export function uniquePersonName(rng: Rng, taken: Set<string>): PersonName {
  for (;;) {
    const sex = rng.chance(0.5) ? '1' : '2';
    const given = rng.pick(GIVEN_NAMES[sex]);
    const name = rng.pick(SURNAMES) + given;
    if (taken.has(name)) continue;
    taken.add(name);
    return { name, nickname: `小${given.slice(-1)}`, sex };
  }
}

/** An 11-digit mainland mobile number not in `taken`, which it joins. */
export function uniqueMobile(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const mobile = rng.pick(MOBILE_PREFIXES) + String(rng.int(0, 99_999_999)).padStart(8, '0');
    if (taken.has(mobile)) continue;
    taken.add(mobile);
    return mobile;
  }
}
