import { Button, Flex, Modal, Typography } from 'antd';

export type SaveChoice = 'copy' | 'deleteAndSave';

/**
 * §4: saving a bot that already has visitors: Create Copy (the changes as a new bot), Cancel, or
 * Delete Responses & Save Changes.
 */
export function SaveChoiceDialog({
  open,
  visitorCount,
  busy,
  onChoose,
  onCancel,
}: {
  open: boolean;
  visitorCount: number;
  busy: SaveChoice | null;
  onChoose: (choice: SaveChoice) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title="This bot already has visitors"
      onCancel={busy ? undefined : onCancel}
      closable={!busy}
      maskClosable={false}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onCancel} disabled={busy !== null}>
            Cancel
          </Button>
          <Button
            loading={busy === 'copy'}
            disabled={busy === 'deleteAndSave'}
            onClick={() => onChoose('copy')}
          >
            Create Copy
          </Button>
          <Button
            type="primary"
            danger
            loading={busy === 'deleteAndSave'}
            disabled={busy === 'copy'}
            onClick={() => onChoose('deleteAndSave')}
          >
            Delete Responses & Save Changes
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>
        {visitorCount} {visitorCount === 1 ? 'visitor has' : 'visitors have'} answered this flow. Changing it
        would mix their answers with the new questions.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Create Copy keeps this bot as it is and saves your changes as a new bot. Delete Responses & Save
        Changes deletes the visitors and their conversations, then saves.
      </Typography.Paragraph>
    </Modal>
  );
}
