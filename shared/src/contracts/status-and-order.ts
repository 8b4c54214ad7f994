// Body of PATCH on a course, a lecturer, a category or a promotion: its status and place in the list.
import { Type, type Static } from 'typebox';
import { Order } from './fields';

export const StatusAndOrderSchema = Type.Object(
  { isActive: Type.Optional(Type.Boolean({ title: 'Активност' })), order: Type.Optional(Order()) },
  { additionalProperties: false, minProperties: 1 },
);
export type StatusAndOrder = Static<typeof StatusAndOrderSchema>;
