import { Button, Modal } from 'antd';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import { PrivacyContent, TermsContent } from './LegalDocuments';

const DOCS = {
  terms: { title: 'Terms and conditions', to: PATHS.termsAndConditions, Content: TermsContent },
  privacy: { title: 'Privacy policy', to: PATHS.privacyPolicy, Content: PrivacyContent },
} as const;

/**
 * A link to the terms or the privacy policy that opens the text over the form, so that reading it
 * does not lose what was typed (the desktop app cannot open a second window either).
 */
export function LegalLink({ doc }: { doc: keyof typeof DOCS }) {
  const [open, setOpen] = useState(false);
  const { title, to, Content } = DOCS[doc];
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      <Link to={to} onClick={onClick}>
        {title}
      </Link>
      {/* The dialog is a portal, but React events still bubble to the checkbox label around the link. */}
      <span onClick={(e) => e.stopPropagation()} style={{ display: 'contents' }}>
        <Modal
          open={open}
          title={title}
          width={760}
          onCancel={() => setOpen(false)}
          footer={
            <Button type="primary" onClick={() => setOpen(false)}>
              Close
            </Button>
          }
          styles={{ body: { maxHeight: '65vh', overflowY: 'auto' } }}
        >
          <Content />
        </Modal>
      </span>
    </>
  );
}
