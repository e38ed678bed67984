-- A danger told in words (a red flag the first gate found: confusion, a pregnancy's headache and flashes)
-- is a fact of the conversation for the next messages: a reading sent minutes later ("ya le medimos 38",
-- "tengo 150/100") is answered with that danger still in mind. What was found (its code, whose it is,
-- whether a pregnancy was said) and when; no words of the message.
ALTER TABLE chat_conversations ADD COLUMN told_danger jsonb;
