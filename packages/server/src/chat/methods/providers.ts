import { featureNotEnabled, transcribe, translateTexts, uploadedAudio } from '../providers';
import type { Handler } from './types';

export const translateText: Handler<'translateText'> = async (ctx, _me, { sourceTextList, source, target }) => {
  const provider = ctx.config.chat.translate;
  if (!provider) throw featureNotEnabled('translation');
  return { translatedTextList: await translateTexts(ctx.fetch, provider, sourceTextList, source, target) };
};

export const convertVoiceToText: Handler<'convertVoiceToText'> = async (ctx, _me, { url, language }) => {
  const provider = ctx.config.chat.speech;
  if (!provider) throw featureNotEnabled('voice to text');
  const audio = await uploadedAudio(ctx.uploads, url);
  return { result: await transcribe(ctx.fetch, provider, audio, language) };
};
