import type { ClipbackClients } from '../../sdk/src';
import { ApiError } from '../../sdk/src/errors';
import { isRecord } from '../../domain/values/guards';
import type { ValidationsResponse } from '../../domain/validation/validationFeedback';
import { toCustomerInfo } from '../customers/sdkCustomerGateway';
import { rethrowWithFieldsRenamed } from '../http/renamedFields';
import { registrationFormFields } from '../../domain/validation/registrationForm';
import type { RegistrationGateway } from './RegistrationGateway';

export function sdkRegistrationGateway(api: ClipbackClients): RegistrationGateway {
  return {
    async register(payload) {
      const { data } = await api.main.POST('/auth0_customers', { body: payload }).catch(rethrowWithFieldsRenamed(registrationFormFields));
      if (!data) throw new Error('The registration call answered without a body');
      return toCustomerInfo(data);
    },

    async validate({ zip, referralCode }) {
      const query = {
        ...(zip !== undefined ? { zip_code: zip } : {}),
        ...(referralCode !== undefined ? { referral_code: referralCode } : {}),
      };
      try {
        const { data } = await api.main.POST('/v1/validations.json', { params: { query } });
        if (!data) throw new Error('The validations call answered without a body');
        return data;
      } catch (error) {
        // The documented refusal is an answer to show (the forbidden toast), not a failure.
        if (error instanceof ApiError && isRecord(error.body) && error.body.error === true) {
          return error.body as ValidationsResponse;
        }
        throw error;
      }
    },
  };
}
