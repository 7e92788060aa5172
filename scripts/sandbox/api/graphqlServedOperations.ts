import { GraphQLError, NoSchemaIntrospectionCustomRule, OperationTypeNode, type ValidationRule } from 'graphql';

/** Each request is one POST answered once: a subscription cannot be served (the contract declares none). */
const NoSubscriptionsRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === OperationTypeNode.SUBSCRIPTION) {
      context.reportError(new GraphQLError('Subscriptions are not served here; send a query or a mutation.', { nodes: [node] }));
    }
  },
});

/** Introspection (__schema, __type) is the sandbox's convenience; a production build does not offer it. */
export const introspectionAllowed = () => process.env.NODE_ENV !== 'production';

/** Validation rules, beside the standard ones, for what this endpoint serves. */
export function servedOperationRules({ introspection }: { introspection: boolean }): ValidationRule[] {
  return introspection ? [NoSubscriptionsRule] : [NoSubscriptionsRule, NoSchemaIntrospectionCustomRule];
}
