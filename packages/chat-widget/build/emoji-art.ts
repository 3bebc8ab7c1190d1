// Which picture stands for each emoji key (build time only): Microsoft's Fluent Emoji (flat), MIT,
// from @iconify-json/fluent-emoji-flat. The kit's own pictures are on Tencent's CDN, which a
// widget embedded without the internet cannot reach; these are drawn from the same meanings.

/** By position, as BASIC_EMOJI ([微笑], [撇嘴], …); `mirror` flips it (the right-hand 哼哼). */
export const BASIC_ART: readonly (string | { name: string; mirror: true })[] = [
  'slightly-smiling-face', // [微笑]
  'confused-face', // [撇嘴]
  'smiling-face-with-heart-eyes', // [色]
  'neutral-face', // [发呆]
  'grinning-face-with-big-eyes', // [得意]
  'crying-face', // [流泪]
  'smiling-face-with-smiling-eyes', // [害羞]
  'zipper-mouth-face', // [闭嘴]
  'sleeping-face', // [睡]
  'loudly-crying-face', // [大哭]
  'grimacing-face', // [尴尬]
  'pouting-face', // [发怒]
  'winking-face-with-tongue', // [调皮]
  'beaming-face-with-smiling-eyes', // [呲牙]
  'astonished-face', // [惊讶]
  'slightly-frowning-face', // [难过]
  'smiling-face-with-sunglasses', // [酷]
  'anxious-face-with-sweat', // [冷汗]
  'exploding-head', // [抓狂]
  'face-vomiting', // [吐]
  'face-with-hand-over-mouth', // [偷笑]
  'smiling-face', // [可爱]
  'face-with-rolling-eyes', // [白眼]
  'face-with-monocle', // [傲慢]
  'face-savoring-food', // [饥饿]
  'sleepy-face', // [困]
  'fearful-face', // [惊恐]
  'downcast-face-with-sweat', // [流汗]
  'grinning-squinting-face', // [憨笑]
  'military-helmet', // [大兵]
  'flexed-biceps', // [奋斗]
  'face-with-symbols-on-mouth', // [咒骂]
  'thinking-face', // [疑问]
  'shushing-face', // [嘘]
  'face-with-spiral-eyes', // [晕]
  'confounded-face', // [折磨]
  'face-in-clouds', // [衰]
  'skull', // [骷髅]
  'hammer', // [敲打]
  'waving-hand', // [再见]
  'grinning-face-with-sweat', // [擦汗]
  'nose', // [抠鼻]
  'clapping-hands', // [鼓掌]
  'flushed-face', // [糗大了]
  'smirking-face', // [坏笑]
  'face-with-steam-from-nose', // [左哼哼]
  { name: 'face-with-steam-from-nose', mirror: true }, // [右哼哼]
  'yawning-face', // [哈欠]
  'unamused-face', // [鄙视]
  'disappointed-face', // [委屈]
  'face-holding-back-tears', // [快哭了]
  'smiling-face-with-horns', // [阴险]
  'face-blowing-a-kiss', // [亲亲]
  'face-screaming-in-fear', // [吓]
  'pleading-face', // [可怜]
  'kitchen-knife', // [菜刀]
  'watermelon', // [西瓜]
  'beer-mug', // [啤酒]
  'basketball', // [篮球]
  'ping-pong', // [乒乓]
  'hot-beverage', // [咖啡]
  'cooked-rice', // [饭]
];

/** The three sticker packs, by FACE_PACKS' order: a tile colour and one picture per item. */
export const FACE_ART: readonly { tile: string; items: readonly string[] }[] = [
  {
    tile: '#fff4d6',
    items: [
      'dog-face',
      'cat-face',
      'rabbit-face',
      'bear',
      'panda',
      'fox',
      'tiger-face',
      'monkey-face',
      'pig-face',
      'frog',
      'koala',
      'hamster',
      'mouse-face',
      'cow-face',
      'lion',
      'chicken',
      'penguin',
      'unicorn',
    ],
  },
  {
    tile: '#e3f0ff',
    items: [
      'thumbs-up',
      'ok-hand',
      'clapping-hands',
      'raising-hands',
      'folded-hands',
      'victory-hand',
      'waving-hand',
      'handshake',
      'flexed-biceps',
      'call-me-hand',
      'love-you-gesture',
      'crossed-fingers',
      'palms-up-together',
      'writing-hand',
      'index-pointing-up',
      'raised-fist',
    ],
  },
  {
    tile: '#ffe6ea',
    items: [
      'red-heart',
      'sparkles',
      'party-popper',
      'trophy',
      'wrapped-gift',
      'balloon',
      'fire',
      'hundred-points',
      'star',
      'rocket',
      'light-bulb',
      'alarm-clock',
      'money-bag',
      'rose',
      'sun',
      'rainbow',
      'check-mark-button',
    ],
  },
];
