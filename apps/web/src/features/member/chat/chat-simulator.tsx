import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { ChatHeader } from './chat-header';
import { siteConfig } from '../../../lib/site-config';
import type { ListRow } from '../api/chat-api';
import { ChatComposer } from './chat-composer';
import { ChatSuggestions } from './chat-suggestions';
import { CloudChat } from './cloud-chat';
import { ListMenuDialog } from './list-menu-dialog';
import type { OptionHandlers } from './message-bubble';
import { MessageLog } from './message-log';
import { useChatConversation } from './use-chat-conversation';

/**
 * The WhatsApp simulator (no WhatsApp credentials on the server): the signed-in person writes to the bot
 * as their own registered number, and sees its answers, buttons and menus as a phone would.
 */
export function ChatSimulator() {
  const conversation = useChatConversation();
  const composerField = useRef<HTMLTextAreaElement>(null);
  const { chat, items } = conversation;
  const [openList, setOpenList] = useState<{ title: string; rows: ListRow[] } | null>(null);

  const handlers: OptionHandlers = {
    onOption: (option) => void conversation.sendOption(option),
    onOpenList: setOpenList,
  };

  if (chat.data?.mode === 'cloud') return <CloudChat />;

  let log;
  if (chat.isPending) {
    log = (
      <p role="status" className="flex-1 py-10 text-center text-slate-500">
        Cargando conversación…
      </p>
    );
  } else if (chat.isError && !chat.data) {
    log = (
      <div className="flex-1 space-y-3 p-4">
        <ErrorBox message={`No se pudo cargar la conversación: ${chat.error.message}`} />
        <Button variant="secondary" onClick={() => void chat.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    log = (
      <MessageLog
        items={items}
        handlers={handlers}
        before={
          items.length === 0 && (
            <ChatSuggestions
              disabled={conversation.sending}
              onPick={(text) => {
                // The examples go away with the first message: focus waits in the composer.
                composerField.current?.focus();
                void conversation.sendText(text);
              }}
            />
          )
        }
        typing={conversation.awaitingReply}
      />
    );
  }

  return (
    <section
      aria-labelledby="chat-with-bot"
      className="flex h-[calc(100dvh-10.5rem)] min-h-[26rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {/* On a phone the banner says it all: the conversation keeps the room. */}
      <ChatHeader headingId="chat-with-bot" badge="Simulador" className="hidden sm:flex" />
      <p
        role="note"
        className="border-b border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:px-4"
      >
        <strong className="font-semibold">Simulador de WhatsApp:</strong> escribes como tu número registrado.
        Los mensajes se quedan en {siteConfig.productName} y no pasan por WhatsApp.
      </p>
      {log}
      {(conversation.sendError || conversation.replyIsLate || (chat.isError && chat.data)) && (
        <div className="space-y-2 border-t border-slate-200 bg-white px-3 py-2 sm:px-4">
          <ErrorBox message={conversation.sendError} />
          {conversation.replyIsLate && (
            <p role="status" className="text-sm text-slate-600">
              La respuesta está tardando más de lo normal. Tu mensaje llegó; la verás aquí en cuanto esté
              lista.
            </p>
          )}
          {chat.isError && chat.data && (
            <p role="status" className="text-sm text-slate-600">
              No se pudo actualizar la conversación. Lo intentaremos de nuevo en unos segundos.
            </p>
          )}
        </div>
      )}
      <ChatComposer fieldRef={composerField} sending={conversation.sending} onSend={conversation.sendText} />
      {openList && (
        <ListMenuDialog
          title={openList.title}
          rows={openList.rows}
          onClose={() => setOpenList(null)}
          onPick={(option) => {
            setOpenList(null);
            void conversation.sendOption(option);
          }}
        />
      )}
    </section>
  );
}
