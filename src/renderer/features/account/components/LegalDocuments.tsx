import { Typography } from 'antd';
import type { ReactNode } from 'react';

const { Title, Paragraph } = Typography;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title level={4}>{title}</Title>
      {children}
    </section>
  );
}

/** The terms a business accepts when it registers. */
export function TermsContent() {
  return (
    <>
      <Paragraph>
        These terms govern your use of BizSuite, the apps it offers (Post, Web, Bot, Card, Campaign and
        WhatsApp) and the related services. By creating an account you accept them on behalf of your business.
      </Paragraph>
      <Section title="1. Your account">
        <Paragraph>
          Keep your sign-in details private and tell your administrator at once if you think someone else has
          used your account. You are responsible for what is done through your account, and for the accuracy
          of the company and business details you provide.
        </Paragraph>
      </Section>
      <Section title="2. Plans and payment">
        <Paragraph>
          Each app is available while a plan that includes it is active. A plan sets limits on what you can
          create; when a limit is reached, further items cannot be created until the plan is renewed or
          extended. Prices, taxes and validity are shown before you pay, and invoices are available under My
          Subscriptions.
        </Paragraph>
      </Section>
      <Section title="3. Your content">
        <Paragraph>
          You keep ownership of the posts, websites, bots, cards, campaigns and messages you create. You allow
          us to store, process and publish them as needed to provide the services you ask for, including
          publishing to the social accounts and WhatsApp numbers you connect.
        </Paragraph>
      </Section>
      <Section title="4. Acceptable use">
        <Paragraph>
          Do not use the services to send unsolicited messages, to publish unlawful, misleading or infringing
          content, or to interfere with the services or other customers. Messages sent through WhatsApp must
          follow WhatsApp&apos;s business and commerce policies, including the recipient&apos;s consent.
        </Paragraph>
      </Section>
      <Section title="5. AI-generated content">
        <Paragraph>
          Suggestions produced by the AI features are drafts. Review them before you publish; you are
          responsible for what you publish.
        </Paragraph>
      </Section>
      <Section title="6. Ending your account">
        <Paragraph>
          You may delete your account at any time from My Subscriptions. Deletion is permanent and removes
          your personal information, preferences, apps, posts and updates. We may suspend an account that
          breaks these terms.
        </Paragraph>
      </Section>
      <Section title="7. Changes">
        <Paragraph>
          We may update these terms. We will tell you about material changes before they take effect;
          continuing to use the services afterwards means you accept the updated terms.
        </Paragraph>
      </Section>
    </>
  );
}

/** How the platform handles personal information. */
export function PrivacyContent() {
  return (
    <>
      <Paragraph>
        This policy explains what information BizSuite keeps about you and your business, why, and the choices
        you have.
      </Paragraph>
      <Section title="1. What we collect">
        <Paragraph>
          Account details (company name, e-mail, mobile number), the business and brand details you enter, the
          content you create in the apps, connections to social accounts that you authorise, and records of
          plans, payments and invoices. Visitor logs of your public pages record IP address, browser,
          operating system and time.
        </Paragraph>
      </Section>
      <Section title="2. How we use it">
        <Paragraph>
          To provide the apps, to publish what you ask us to publish, to send the codes and reminders you
          need, to prepare invoices, and to keep the services secure. We do not sell personal information.
        </Paragraph>
      </Section>
      <Section title="3. Service providers">
        <Paragraph>
          Some features rely on outside services: social networks, the WhatsApp Business platform, the payment
          gateway and the AI writer. They receive only what each feature needs.
        </Paragraph>
      </Section>
      <Section title="4. Keeping it safe">
        <Paragraph>
          Passwords are stored as salted hashes, sessions expire, and the desktop app keeps its sign-in token
          in your operating system&apos;s keychain.
        </Paragraph>
      </Section>
      <Section title="5. Your choices">
        <Paragraph>
          You can update your details under General Settings and delete your account from My Subscriptions,
          which removes your personal information, preferences, apps, posts and updates.
        </Paragraph>
      </Section>
    </>
  );
}
