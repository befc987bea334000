/** A business failure of the agent-income calls (answered as `success: false` with this code). */
export class AgentIncomeError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const dayNotOver = (day: string) =>
  new AgentIncomeError('agent.income.period.open', `${day} is not over yet: it cannot be settled.`);

export const notAnAgent = () =>
  new AgentIncomeError('agent.income.not.agent', 'Only an agent account earns agent income.');
