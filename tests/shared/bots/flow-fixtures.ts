import {
  flowQuestionSchema,
  type FlowQuestion,
  type FlowQuestionInput,
} from '../../../src/shared/bots/schemas';

/** A saved component as the schema fills it, from the fields a test cares about. */
export function q(
  fields: Partial<FlowQuestionInput> & Pick<FlowQuestionInput, 'frontendId' | 'componentTypeId'>,
): FlowQuestion {
  return flowQuestionSchema.parse({ question: 'Q', sequence: fields.frontendId, ...fields });
}
