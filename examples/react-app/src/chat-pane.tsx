// What the widget's modal shows here: the host's own strip above the widget's <Chat/>. The modal
// makes the rest of the page inert while open, so the host's 关闭聊天 lives inside it.
import { Chat, chatEvents } from '@employment-cloud/chat-widget';

export function ChatPane() {
  return (
    <div className="chat-pane">
      <div className="chat-pane-bar" role="toolbar" aria-label="宿主页面">
        <span>宿主页面的按钮：</span>
        <button type="button" onClick={() => chatEvents.emit('close-chat')}>
          关闭聊天
        </button>
      </div>
      <div className="chat-pane-body">
        <Chat />
      </div>
    </div>
  );
}
