// [有人@我] / [@所有人] before a group's summary (issue 16 item 12), from groupAtInfoList.
import type { Conversation } from '../../engine';
import { TYPES } from '../../engine/constants';
import { mentionMarks } from './conversation-display';

const withAts = (...types: number[]) =>
  ({ groupAtInfoList: types.map((t, i) => ({ groupID: 'g', from: 'u', messageSequence: i + 1, atTypeArray: [t] })) }) as Conversation;

it('says who was mentioned: everyone first, then me; nothing once read', () => {
  expect(mentionMarks(withAts(TYPES.CONV_AT_ME))).toEqual(['atMe']);
  expect(mentionMarks(withAts(TYPES.CONV_AT_ALL))).toEqual(['atAll']);
  expect(mentionMarks(withAts(TYPES.CONV_AT_ALL_AT_ME))).toEqual(['atAll', 'atMe']);
  expect(mentionMarks(withAts(TYPES.CONV_AT_ME, TYPES.CONV_AT_ALL, TYPES.CONV_AT_ME))).toEqual(['atAll', 'atMe']);
  expect(mentionMarks(withAts())).toEqual([]);
});
