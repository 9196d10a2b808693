// The statement behind ChatRepository.insertMessages (a named, prepared statement on the hot path).

/**
 * sendmessage for a batch in one statement: parallel arrays ($1 conversation, $2 sender customer, $3 sender
 * user, $4 sendType, $5 content, $6 messageObj, $7 time), one element per message. See insertMessages for
 * why the inbox rows are locked first: the condition of `numbered` reads the whole `locked` CTE as an init
 * plan, evaluated before the first message takes its id from the sequence (ids are taken in `numbered`, so
 * each row keeps its position). Rows come back with their
 * 1-based position (`ord`); `heads` (the inbox heads before the batch) is the same on every row.
 */
export const insertMessagesSql = `
  with input as (
    select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::timestamptz[])
      with ordinality as t(conversation_id, send_cust_id, send_user_id, send_type, content, message_obj, created_at, ord)
  ), valid as (
    select i.*, case when c.send_cust_id = i.send_cust_id then c.receive_cust_id else c.send_cust_id end as receive_cust_id
    from input i
    -- One index lookup per message (a plain join may be planned as a scan of every conversation).
    cross join lateral (
      select send_cust_id, receive_cust_id from chat_conversations where id = i.conversation_id limit 1
    ) c
    where i.send_cust_id in (c.send_cust_id, c.receive_cust_id)
  ), locked as (
    select i.cust_id, i.last_message_id from chat_inboxes i
    where i.cust_id in (select send_cust_id from valid union select receive_cust_id from valid)
    order by i.cust_id
    for update of i
  ), numbered as materialized (
    select v.*, nextval('chat_messages_id_seq') as id
    from valid v
    where (select array_agg(cust_id) from locked) @> array[v.send_cust_id, v.receive_cust_id]
  ), m as (
    insert into chat_messages
      (id, conversation_id, send_cust_id, receive_cust_id, send_user_id, send_type, content, message_obj, created_at)
    select id, conversation_id, send_cust_id, receive_cust_id, send_user_id, send_type, content, message_obj, created_at
    from numbered
  ), heads as (
    update chat_inboxes set last_message_id = h.id
    from (
      select cust_id, max(id) as id
      from (select send_cust_id as cust_id, id from numbered union all select receive_cust_id, id from numbered) touched
      group by cust_id
    ) h
    where chat_inboxes.cust_id = h.cust_id
  ), newest as (
    select distinct on (conversation_id) * from numbered order by conversation_id, id desc
  ), conversation as (
    update chat_conversations set
      last_message_id = newest.id,
      last_content = left(newest.content, 200),
      last_send_type = newest.send_type,
      last_time = newest.created_at,
      send_have_read = case when chat_conversations.send_cust_id = newest.send_cust_id then 2 else 1 end,
      receive_have_read = case when chat_conversations.send_cust_id = newest.send_cust_id then 1 else 2 end
    from newest
    where chat_conversations.id = newest.conversation_id
  )
  select n.ord, n.id, n.created_at, n.receive_cust_id, s.cust_name, s.logo_url,
         (select json_object_agg(cust_id, last_message_id) from locked) as heads
  from numbered n join customers s on s.id = n.send_cust_id`;
