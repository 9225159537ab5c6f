import { Button, Card, Form, Result, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import { CARD_MESSAGES as M } from '../../../../shared/cards/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { adminPath, cardPath } from '../../../lib/paths';
import { useBrand } from '../../brand';
import { UserPicker } from '../../users';
import { PageHeading } from '../../../lib/PageHeading';
import { useCard, useCardCopy } from '../api';
import { cardIdFrom } from '../cardLinks';
import { CardEditor } from '../editor/CardEditor';
import { newCardValues, storedCardValues } from '../editor/editorValues';

function Failed({ error, retry, backTo }: { error: unknown; retry: () => void; backTo: string }) {
  const navigate = useNavigate();
  if (error instanceof ApiError && error.status === 404)
    return (
      <Result
        status="404"
        title={M.notFound}
        subTitle="It may have been deleted."
        extra={
          <Button type="primary" onClick={() => navigate(backTo)}>
            Back to the cards
          </Button>
        }
      />
    );
  return (
    <Result
      status="error"
      title="The card could not be loaded."
      subTitle={errorText(error, 'Something went wrong')}
      extra={<Button onClick={retry}>Try again</Button>}
    />
  );
}

const notFound = new ApiError(404, M.notFound, 'notFound');

/** A card opened by the id in the address, before it is there: a bad id or a failure, else loading. */
function NotLoaded({
  id,
  query,
  backTo,
}: {
  id: number | null;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  backTo: string;
}) {
  if (id === null || query.isError)
    return (
      <Failed
        error={id === null ? notFound : query.error}
        retry={() => void query.refetch()}
        backTo={backTo}
      />
    );
  return <Skeleton active />;
}

/** card/create-card: a new card, its company details from the brand (issue 14). */
export function CreateCardPage() {
  const brand = useBrand();
  if (brand.isPending) return <Skeleton active />;
  // Without brand information the card starts empty: the brand only prefills.
  return <CardEditor mode="create" initialValues={newCardValues(brand.data)} backTo={cardPath('my-cards')} />;
}

/** card/copy-card/{cardId}: Copy New Card, the source's content with parentCardId set (§7). */
export function CopyCardPage() {
  const id = cardIdFrom(useParams().cardId);
  const query = useCardCopy(id ?? 0, { enabled: id !== null });
  const backTo = cardPath('my-cards');
  if (query.data)
    return <CardEditor mode="copy" initialValues={storedCardValues(query.data, true)} backTo={backTo} />;
  return <NotLoaded id={id} query={query} backTo={backTo} />;
}

function EditCard({ backTo }: { backTo: string }) {
  const id = cardIdFrom(useParams().cardId);
  const query = useCard(id ?? 0, { enabled: id !== null });
  if (query.data)
    return (
      <CardEditor
        key={query.data.id}
        mode="edit"
        card={query.data}
        initialValues={storedCardValues(query.data, false)}
        backTo={backTo}
      />
    );
  return <NotLoaded id={id} query={query} backTo={backTo} />;
}

/** card/edit-card/{cardId} */
export const EditCardPage = () => <EditCard backTo={cardPath('my-cards')} />;

/** admin/manage/card/{cardId} */
export const ManageCardEditPage = () => <EditCard backTo={adminPath('manage/card')} />;

function CreateCardFor({ userId, picker }: { userId: number; picker: ReactNode }) {
  const brand = useBrand(userId);
  if (brand.isPending) return <Skeleton active />;
  return (
    <CardEditor
      key={userId}
      mode="create"
      initialValues={newCardValues(brand.data, userId)}
      backTo={adminPath('manage/card')}
      above={picker}
    />
  );
}

/** admin/manage/card/create: an Admin makes a card for the user they choose, prefilled from that user's brand. */
export function ManageCreateCardPage() {
  const [userId, setUserId] = useState<number>();
  const picker = (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form layout="vertical" requiredMark>
        <Form.Item label="User" htmlFor="card-owner" required style={{ marginBottom: 0 }}>
          <UserPicker id="card-owner" value={userId} onChange={setUserId} />
        </Form.Item>
      </Form>
    </Card>
  );
  if (userId !== undefined) return <CreateCardFor userId={userId} picker={picker} />;
  return (
    <>
      <PageHeading title="Create New Card" />
      {picker}
    </>
  );
}
