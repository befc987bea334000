import type { Bank, BankList } from '../../../contract/withdraw';
import type { CountryCode } from '../../../schema/registration.schema';

export { CARD_TYPES, type Bank, type BankList, type CardType } from '../../../contract/withdraw';

const bank = (code: string, name: string): Bank => ({ code, name });

/** Virtual wallets are the same everywhere: stablecoins on the two usual networks. */
const VIRTUAL = [bank('USDT_TRC20', 'USDT (TRC20)'), bank('USDT_ERC20', 'USDT (ERC20)')];

const BY_COUNTRY: Partial<Record<CountryCode, Omit<BankList, 'VC'>>> = {
  BR: {
    BC: [
      bank('BB', 'Banco do Brasil'),
      bank('ITAU', 'Itaú Unibanco'),
      bank('BRADESCO', 'Bradesco'),
      bank('CAIXA', 'Caixa Econômica Federal'),
      bank('SANTANDER', 'Santander Brasil'),
      bank('NUBANK', 'Nubank'),
    ],
    EW: [bank('PICPAY', 'PicPay'), bank('MERCADOPAGO', 'Mercado Pago'), bank('PAGBANK', 'PagBank')],
  },
  PH: {
    BC: [
      bank('BDO', 'BDO Unibank'),
      bank('BPI', 'Bank of the Philippine Islands'),
      bank('METROBANK', 'Metrobank'),
      bank('LANDBANK', 'Land Bank of the Philippines'),
      bank('UNIONBANK', 'UnionBank'),
    ],
    EW: [bank('GCASH', 'GCash'), bank('MAYA', 'Maya'), bank('GRABPAY', 'GrabPay')],
  },
  TH: {
    BC: [
      bank('BBL', 'Bangkok Bank'),
      bank('KBANK', 'Kasikornbank'),
      bank('SCB', 'Siam Commercial Bank'),
      bank('KTB', 'Krungthai Bank'),
      bank('BAY', 'Krungsri (Bank of Ayudhya)'),
    ],
    EW: [
      bank('TRUEMONEY', 'TrueMoney Wallet'),
      bank('PROMPTPAY', 'PromptPay'),
      bank('RABBIT', 'Rabbit LINE Pay'),
    ],
  },
};

const ELSEWHERE: Omit<BankList, 'VC'> = {
  BC: [bank('HSBC', 'HSBC'), bank('CITI', 'Citibank'), bank('STANDARD', 'Standard Chartered')],
  EW: [bank('PAYPAL', 'PayPal'), bank('SKRILL', 'Skrill')],
};

/** The banks and wallets a member of the country may pick, per card type. */
export function bankList(country: CountryCode): BankList {
  return { ...(BY_COUNTRY[country] ?? ELSEWHERE), VC: VIRTUAL };
}
