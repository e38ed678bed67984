import { ErrorBox } from '../../../components/ui/error-box';
import { getToken } from '../../../lib/session';
import { siteConfig } from '../../../lib/site-config';
import { ChatSimulator } from '../chat/chat-simulator';
import { CloudChat } from '../chat/cloud-chat';
import { PageTitle } from '../components/page-title';

/**
 * /health/chat: the conversation with the bot. Without WhatsApp credentials on the server it is a
 * simulator on this page; with them, the chat is on WhatsApp and this page links to it.
 */
export default function ChatPage() {
  let content;
  if (getToken() === null) content = <ErrorBox message="No hay sesión activa." />;
  else if (siteConfig.whatsappMode === 'cloud') content = <CloudChat />;
  else content = <ChatSimulator />;
  return (
    <>
      <PageTitle>Chat</PageTitle>
      {content}
    </>
  );
}
