import { ArrayInput, BooleanInput, FormDataConsumer, SelectInput, SimpleFormIterator } from 'react-admin';
import { ImageInput } from '../../../media/ImageInput';
import { PAYMENT_METHOD_CHOICES } from './choices';
import { fieldLabel, rulesOf } from './rules';
import { TextInput } from '../../../inputs/TextInput';

const WIDE = { width: 480 };

/**
 * The payment methods customers may use (one active at least; an NQR with the QR image customers scan) and what they
 * are told.
 */
export default function PaymentsFields() {
  return (
    <>
      <ArrayInput source="paymentMethods" label={fieldLabel('paymentMethods')} validate={rulesOf('paymentMethods')}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="method"
            label={fieldLabel('method')}
            choices={PAYMENT_METHOD_CHOICES}
            sx={{ width: 200 }}
          />
          <BooleanInput source="active" label={fieldLabel('active')} defaultValue />
          <FormDataConsumer<{ method?: string }>>
            {({ scopedFormData }) =>
              scopedFormData?.method === 'NQR' ? (
                <ImageInput source="qrImageUrl" label={fieldLabel('qrImageUrl')} />
              ) : null
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput
        source="paymentTitle"
        label={fieldLabel('paymentTitle')}
        validate={rulesOf('paymentTitle')}
        sx={WIDE}
      />
      <TextInput
        source="paymentInstruction"
        label={fieldLabel('paymentInstruction')}
        validate={rulesOf('paymentInstruction')}
        multiline
        minRows={3}
        sx={WIDE}
      />
    </>
  );
}
