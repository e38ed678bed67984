import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicChatItem } from '@vitalia/contracts/public-chat';
import { ErrorBox } from '../../components/ui/error-box';
import { ApiError } from '../../lib/api-client';
import { siteConfig, TRY_CHAT_TEXT_PARAM } from '../../lib/site-config';
import { ChatHeader } from '../member/chat/chat-header';
import type { ListRow } from '../member/api/chat-api';
import { chatPollInterval } from '../member/api/chat-polling';
import { ChatComposer } from '../member/chat/chat-composer';
import { ChatSuggestions } from '../member/chat/chat-suggestions';
import { ListMenuDialog } from '../member/chat/list-menu-dialog';
import type { OptionHandlers } from '../member/chat/message-bubble';
import { MessageLog } from '../member/chat/message-log';
import { fetchVisitorReplies, sendAsVisitor, startVisitor, type VisitorSend } from './try-chat-api';
import { awaitsReply, visitorConversation, type SentMessage } from './try-chat-conversation';

/** The visitor's test number, key and messages, for this browser tab's session only. */
const STORAGE_KEY = 'vitalia:probar-chat';
const FIRST_MESSAGES = ['Hola', 'hola me salió 140 en ayunas'];

interface Visit {
  key: string;
  phone: string;
  sent: SentMessage[];
}

function loadVisit(): Visit | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Visit | null;
    return stored?.key && Array.isArray(stored.sent) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * /probar-chat (simulator mode): the site's chat links open this simulation of Vitalia's WhatsApp chat.
 * The visitor writes as a test number of their own, through the same sign-up in the chat, engine and
 * queue as WhatsApp; their messages stay in this tab (the server keeps no stranger's text).
 */
export default function TryChatPage() {
  const [visit, setVisit] = useState<Visit | null>(loadVisit);
  const [replies, setReplies] = useState<PublicChatItem[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [openList, setOpenList] = useState<{ title: string; rows: ListRow[] } | null>(null);
  const composerField = useRef<HTMLTextAreaElement>(null);
  const [params] = useSearchParams();
  const prefilled = params.get(TRY_CHAT_TEXT_PARAM)?.trim();
  const sent = visit?.sent ?? [];
  const waiting = awaitsReply(sent, replies);

  useEffect(() => {
    if (visit) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(visit));
  }, [visit]);

  // The bot's answers: asked for often while one is awaited, then slowly (messages it starts).
  useEffect(() => {
    if (!visit || visit.sent.length === 0) return;
    let stopped = false;
    let timer = 0;
    const ids = visit.sent.map((message) => message.id);
    const poll = async () => {
      try {
        const reply = await fetchVisitorReplies(visit.key, ids);
        if (!stopped) setReplies(reply.items);
      } catch {
        // Asked again at the next tick.
      }
      if (!stopped) timer = window.setTimeout(() => void poll(), chatPollInterval(waiting));
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [visit, waiting]);

  async function send(body: VisitorSend, shown: string): Promise<boolean> {
    setSending(true);
    setError(null);
    try {
      const current = visit ?? { ...(await startVisitor()), sent: [] };
      const message = await sendAsVisitor(current.key, body);
      setVisit({
        ...current,
        sent: [...current.sent, { id: message.id, at: message.at, text: shown }].slice(-100),
      });
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        sessionStorage.removeItem(STORAGE_KEY);
        setVisit(null);
        setReplies([]);
      }
      setError(
        failure instanceof ApiError
          ? failure.message
          : 'No hay conexión con el servidor. Inténtalo de nuevo.',
      );
      return false;
    } finally {
      setSending(false);
    }
  }

  const sendText = (text: string) => send({ text }, text);
  const handlers: OptionHandlers = {
    onOption: (option) => void send({ option_id: option.id, title: option.title }, option.title),
    onOpenList: setOpenList,
  };

  return (
    <div className="mx-auto max-w-3xl px-2 py-6 sm:px-6">
      <h1 className="px-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        Simulación: así se ve el chat de WhatsApp de {siteConfig.productName}
      </h1>
      <p className="mt-2 px-2 text-slate-700">
        Escribe como lo harías en WhatsApp. Escribes como un número de prueba
        {visit ? ` (${visit.phone})` : ''}: nada sale por WhatsApp ni llega a ningún teléfono.
      </p>
      <section
        aria-labelledby="chat-simulado"
        className="mt-4 flex h-[calc(100dvh-12rem)] min-h-[28rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <ChatHeader headingId="chat-simulado" badge="Simulación" />
        <MessageLog
          items={visitorConversation(sent, replies)}
          handlers={handlers}
          typing={waiting}
          before={
            sent.length === 0 && (
              <ChatSuggestions
                disabled={sending}
                suggestions={prefilled ? [prefilled, ...FIRST_MESSAGES] : FIRST_MESSAGES}
                onPick={(text) => {
                  composerField.current?.focus();
                  void sendText(text);
                }}
              />
            )
          }
        />
        {error && (
          <div className="border-t border-slate-200 px-3 py-2">
            <ErrorBox message={error} />
          </div>
        )}
        <ChatComposer fieldRef={composerField} sending={sending} onSend={sendText} />
      </section>
      {openList && (
        <ListMenuDialog
          title={openList.title}
          rows={openList.rows}
          onClose={() => setOpenList(null)}
          onPick={(option) => {
            setOpenList(null);
            void send({ option_id: option.id, title: option.title }, option.title);
          }}
        />
      )}
    </div>
  );
}
