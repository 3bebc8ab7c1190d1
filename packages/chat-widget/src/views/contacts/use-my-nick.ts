// The signed-in user's nickname (their user ID until the profile answers, or when they have none):
// what a friend request says by default (我是张三), never an internal ID when a name exists.
import { useEffect, useState } from 'react';
import type { ChatEngine } from '../../engine';

export function useMyNick(engine: ChatEngine): string {
  const [nick, setNick] = useState('');
  useEffect(() => {
    let live = true;
    engine.getMyProfile().then(
      ({ data }) => live && setNick(data.nick),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [engine]);
  return nick || engine.getLoginUser();
}
