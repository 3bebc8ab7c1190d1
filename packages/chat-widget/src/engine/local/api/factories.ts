// The create*Message methods, and downloadMergerMessage.
import type { ChatEngine, FileInput, MessageOptions } from '../../chat-engine';
import type { CustomPayload, FacePayload, LocationPayload } from '../../message';
import { createForwardMessage, createMediaMessage, createMergerMessage, createMessage, type FactoryContext } from '../message-factory';

type Factories = Pick<
  ChatEngine,
  | 'createTextMessage'
  | 'createTextAtMessage'
  | 'createImageMessage'
  | 'createAudioMessage'
  | 'createVideoMessage'
  | 'createFileMessage'
  | 'createFaceMessage'
  | 'createCustomMessage'
  | 'createLocationMessage'
  | 'createMergerMessage'
  | 'createForwardMessage'
  | 'downloadMergerMessage'
>;

export function factoryMethods(context: FactoryContext): Factories {
  const media =
    <T extends 'TIMImageElem' | 'TIMSoundElem' | 'TIMVideoFileElem' | 'TIMFileElem'>(type: T) =>
    (options: MessageOptions<{ file: FileInput; second?: number }>) =>
      createMediaMessage(context, type, options);
  return {
    createTextMessage: (options) => createMessage(context, 'TIMTextElem', options, { text: String(options.payload?.text ?? '') }),
    createTextAtMessage(options) {
      const atUserList = [...(options.payload?.atUserList ?? [])];
      const message = createMessage(context, 'TIMTextElem', options, { text: String(options.payload?.text ?? ''), atUserList });
      message.atUserList = atUserList;
      return message;
    },
    createImageMessage: media('TIMImageElem'),
    createAudioMessage: media('TIMSoundElem'),
    createVideoMessage: media('TIMVideoFileElem'),
    createFileMessage: media('TIMFileElem'),
    createFaceMessage: (options: MessageOptions<FacePayload>) =>
      createMessage(context, 'TIMFaceElem', options, { index: Number(options.payload?.index ?? 0), data: String(options.payload?.data ?? '') }),
    createCustomMessage: (options: MessageOptions<Partial<CustomPayload>>) =>
      createMessage(context, 'TIMCustomElem', options, {
        data: options.payload?.data ?? '',
        description: options.payload?.description ?? '',
        extension: options.payload?.extension ?? '',
      }),
    createLocationMessage: (options: MessageOptions<LocationPayload>) =>
      createMessage(context, 'TIMLocationElem', options, {
        description: options.payload?.description ?? '',
        longitude: Number(options.payload?.longitude ?? 0),
        latitude: Number(options.payload?.latitude ?? 0),
      }),
    createMergerMessage: (options) => createMergerMessage(context, options),
    createForwardMessage: (options) => createForwardMessage(context, options),
    // The local service keeps every merged message whole: there is nothing to download.
    downloadMergerMessage: async (message) => message,
  };
}
