// The widget's own calls, mounted beside whatever the host shows (the modal may be closed): an
// incoming call rings on the page. Only when calls are on, no host calling service takes them,
// and the user is logged in. The call code itself loads when a call starts or rings.
import { useOptionalChatEngine } from '../provider/engine-context';
import { useChatOptions } from '../provider/options-context';
import { CallHost } from '../views/call/call-host';

export function CallMount() {
  const engine = useOptionalChatEngine();
  const { features, calling, iceServers } = useChatOptions();
  if (!engine || !features.calls || calling) return null;
  return <CallHost {...(iceServers ? { iceServers } : {})} />;
}
