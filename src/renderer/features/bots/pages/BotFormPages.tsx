import { Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { DEFAULT_BOT_COLOUR } from '../../../../shared/bots/schemas';
import { PageHeading } from '../../../lib/PageHeading';
import { useBrand } from '../../brand';
import { useBot } from '../api';
import { botIdFrom, botLinks, type BotArea } from '../botLinks';
import { BotForm } from '../components/BotForm';
import { BotNotLoaded } from '../components/WithBot';

/**
 * The brand colour as a bot colour: the brand keeps it without '#' and white when unset (spec 01
 * §3, §9); white would hide the chat button, so the bot's default stands in for it.
 */
export function botColourOf(brandColor: string | null | undefined): string {
  const hex = brandColor?.trim().replace(/^#/, '') ?? '';
  if (!/^[0-9a-fA-F]{6}$/.test(hex) || hex.toUpperCase() === 'FFFFFF') return DEFAULT_BOT_COLOUR;
  return `#${hex.toLowerCase()}`;
}

/** bot/create-bot: Create New Bot, prefilled from the brand information (§2). */
export function CreateBotPage() {
  const brand = useBrand();
  const links = botLinks('user');
  return (
    <>
      <PageHeading title="Create New Bot" subtitle="Name your bot, give it an icon and a colour." />
      {brand.isPending ? (
        <Skeleton active />
      ) : (
        // Without brand information the form starts empty: the brand only prefills.
        <BotForm
          botId={null}
          links={links}
          initial={{
            Name: brand.data?.companyName ?? '',
            Colour: botColourOf(brand.data?.brandColor),
            Avatar: brand.data?.companyLogo ?? undefined,
          }}
        />
      )}
    </>
  );
}

function BotSettings({ area }: { area: BotArea }) {
  const links = botLinks(area);
  const id = botIdFrom(useParams().botId);
  const bot = useBot(id ?? 0, { enabled: id !== null });
  const title = bot.data ? `${bot.data.name} Settings` : 'Bot Settings';
  let body;
  if (bot.data)
    body = (
      <BotForm
        key={bot.data.id}
        botId={bot.data.id}
        links={links}
        initial={{ Name: bot.data.name, Colour: bot.data.colour, Avatar: bot.data.avatar ?? undefined }}
      />
    );
  else if (id === null || bot.isError)
    body = (
      <BotNotLoaded
        error={id === null ? null : bot.error}
        retry={() => void bot.refetch()}
        backTo={links.list}
      />
    );
  else body = <Skeleton active />;
  return (
    <>
      <PageHeading title={title} />
      {body}
    </>
  );
}

/** bot/settings/{botId}: the bot name and Settings (§2). */
export const BotSettingsPage = () => <BotSettings area="user" />;
/** admin/manage/bot/settings/{botId} */
export const ManageBotSettingsPage = () => <BotSettings area="admin" />;
