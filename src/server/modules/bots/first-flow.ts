import { END_CHAT, TYPE, type ComponentTypeId } from '../../../shared/bots/component-types';
import { newComponent } from '../../../shared/bots/rules';
import type { FlowQuestion } from '../../../shared/bots/schemas';
import type { Brand } from '../../../shared/brand/schemas';
import { isWebAddress, withScheme } from '../../../shared/forms/web-address';

/** A component of the first flow: the type's defaults, then what the brand says. */
const question = (
  q: Partial<FlowQuestion> & Pick<FlowQuestion, 'frontendId' | 'componentTypeId' | 'question'>,
): FlowQuestion => ({
  ...newComponent(q.componentTypeId as ComponentTypeId, q.frontendId, q.frontendId),
  ...q,
});

const joined = (parts: (string | null | undefined)[], separator: string) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(separator);

/**
 * A new bot's flow, made from the brand information (issue 25): a welcome, the visitor's name,
 * number and e-mail as leads, then a choice between the business's details and how to reach it.
 * It passes the §5 check, so the owner can deploy at once and edit later.
 */
export function firstFlow(brand: Brand | null): FlowQuestion[] {
  const company = brand?.companyName?.trim() || 'our business';
  const about =
    joined(
      [brand?.siteOneLineDescription, joined([brand?.address1, brand?.address2, brand?.address3], ', ')],
      '\n',
    ) || `${company} is happy to help you.`;
  const reach = joined(
    [
      brand?.mobileNumber && `Call or WhatsApp: ${brand.mobileNumber}`,
      brand?.email && `Email: ${brand.email}`,
    ],
    '\n',
  );
  const website = brand?.website ? withScheme(brand.website) : '';
  const linkable = isWebAddress(website);
  return [
    question({ frontendId: 1, componentTypeId: TYPE.message, question: `Hi! Welcome to ${company}.` }),
    question({
      frontendId: 2,
      componentTypeId: TYPE.name,
      question: 'May I know your name?',
      errorMessage: 'Please enter a valid name.',
      isLeadMessage: true,
    }),
    question({
      frontendId: 3,
      componentTypeId: TYPE.phone,
      question: 'What is your phone number?',
      errorMessage: 'Please enter a valid phone number.',
      isLeadMessage: true,
    }),
    question({
      frontendId: 4,
      componentTypeId: TYPE.choice,
      question: 'How can we help you?',
      errorMessage: 'Please choose one of the options.',
      options: [
        { optionNo: 1, value: 'About us', target: 5 },
        { optionNo: 2, value: 'Contact us', target: 6 },
      ],
    }),
    linkable
      ? question({
          frontendId: 5,
          componentTypeId: TYPE.link,
          question: about,
          target: END_CHAT,
          links: [{ linkNo: 1, linkTitle: 'Visit our website', linkUrl: website }],
        })
      : question({ frontendId: 5, componentTypeId: TYPE.message, question: about, target: END_CHAT }),
    question({
      frontendId: 6,
      componentTypeId: TYPE.message,
      question: reach || 'Thank you! We will get back to you soon.',
      target: END_CHAT,
    }),
  ];
}
