// Mounts the widget in a shadow root: host CSS stays out, and styled-components writes its
// styles into the shadow root (StyleSheetManager target), never into the page's <head>.
import { setNonce } from 'get-nonce';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { chatEvents } from '../provider/chat-events';
import { ChatProvider } from '../shell/chat-provider';
import { ChatModal } from '../shell/chat-modal';
import { embedFetcher, type EmbedInitOptions, type EmbedMount } from './embed-api';

function hostElement(container: EmbedInitOptions['container']): { host: HTMLElement; owned: boolean } {
  const given = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
  if (given) return { host: given, owned: false };
  const host = document.createElement('div');
  host.setAttribute('data-employment-chat', '');
  document.body.appendChild(host);
  return { host, owned: true };
}

/** Runs after the modal's effects (siblings' effects run in order): its listeners are attached by then. */
function Mounted({ onMounted }: { onMounted(): void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

export function mountWidget(options: EmbedInitOptions): EmbedMount {
  // Radix's scroll lock adds a <style> to the page's <head>; get-nonce is where it reads a nonce.
  if (options.nonce) setNonce(options.nonce);
  const { host, owned } = hostElement(options.container);
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const node = document.createElement('div');
  node.className = 'ec-embed';
  shadow.appendChild(node);

  // open/close before React has rendered would reach no listener: hold them until mounted.
  let held: (() => void)[] | null = [];
  const whenMounted = (call: () => void) => (held ? held.push(call) : call());
  const onMounted = () => {
    const calls = held ?? [];
    held = null;
    calls.forEach((call) => call());
  };

  const root = createRoot(node);
  root.render(
    <StyleSheetManager target={shadow} {...(options.nonce ? { nonce: options.nonce } : {})}>
      <ChatProvider
        fetcher={embedFetcher(options)}
        portalContainer={node}
        locale={options.locale}
        theme={options.theme}
        {...(options.features ? { features: options.features } : {})}
        {...(options.notify ? { notify: options.notify } : {})}
        {...(options.calling ? { calling: options.calling } : {})}
        {...(options.iceServers ? { iceServers: options.iceServers } : {})}
        {...(options.role ? { role: options.role } : {})}
        {...(options.assetBase ? { assetBase: options.assetBase } : {})}
      >
        <ChatModal container={node} events={chatEvents} launcher={options.launcher === true} />
        <Mounted onMounted={onMounted} />
      </ChatProvider>
    </StyleSheetManager>,
  );

  return {
    open: (target) => whenMounted(() => chatEvents.emit('open-chat', target)),
    close: () => whenMounted(() => chatEvents.emit('close-chat')),
    on: (event, callback) => chatEvents.on(event, callback),
    destroy() {
      root.unmount();
      if (owned) host.remove();
      else shadow.replaceChildren();
    },
  };
}
