import type { PairTexts } from "./pair-texts";

/** Pair texts, part 3 of 4 (see docs/writing/comparisons.md). */
export const part3: PairTexts = {
  "ENFJ+ESFJ": {
    shared:
      "Three letters are shared here: Extraverted, Feeling and Judging. Mentors and Hosts draw energy from people, weigh choices by how they land on others and like good intentions turned into plans with dates. Put them on the same committee and the welcome lunch, the card for the colleague in the hospital and the reminder texts are covered by Tuesday. Each also tends to say yes to one favor too many.",
    different:
      "Their one difference is the second letter. The Mentor is Intuitive and tends to look at what a person could become; the Host is Sensing and looks at what that person needs today. Planning a friend's fortieth, the Mentor may picture a trip tied to an old dream, while the Host remembers the friend's bad knee, the allergy and which cousins must be invited. Each catches what the other skims.",
    together:
      "Split the care along that line. The Host can check the Mentor's bigger ideas against the practical details, and the Mentor can show the Host where a familiar tradition might grow into something new. Because both of you tend to give more than you ask for, name one thing each of you needs this week, then let the other person handle it without improving on their plan.",
  },
  "ENFP+INFP": {
    shared:
      "Sparks and Poets share Intuition, Feeling and Perceiving. They tend to talk about possibilities and values more than logistics, take each other's unlikely ambitions seriously and keep plans loose enough for a detour into a secondhand bookshop. An afternoon together can drift from a half-written story to a plan for a community garden. Bills and renewal forms may slide for both when something meaningful competes for attention.",
    different:
      "Only the first letter separates them. The Spark is Extraverted, recharges with people and often thinks out loud; the Poet is Introverted, recharges alone and finds words in writing or quiet one-on-one talk. After a long week, the Spark may suggest a potluck with ten friends while the Poet hopes for a walk and an early night. A Poet's slow reply is usually care about the wording, not distance.",
    together:
      "Trade evenings: one gathering the Spark chooses, then one quiet night the Poet chooses, with no apology for either half. Since both tend to smile through a small hurt to keep the mood pleasant, agree to name irritations within a day, plainly and without a joke attached. And because neither loves admin, pick the one shared deadline that matters most, such as a lease renewal, and put it where you both see it.",
  },
  "ENTP+ESTP": {
    shared:
      "Put an Innovator and a Dynamo in a room and the talk tends to be fast, frank and ready to change direction. They share Extraverted, Thinking and Perceiving preferences: each would rather try something than plan it for a week, and each can argue about a decision without taking it personally. When a plan collapses an hour before it starts, this pair is often improvising the replacement while others are still reading the cancellation.",
    different:
      "Intuitive versus Sensing is where they split. The Innovator is Intuitive, drawn to what could be and to tricks borrowed from unrelated fields; the Dynamo is Sensing, focused on what is in front of them and what works on Monday. Rescuing a struggling side business, the Innovator may want to rethink the whole model, while the Dynamo calls three suppliers and negotiates a better price before lunch. Either move might be the right one.",
    together:
      "Let the Innovator open the options and the Dynamo choose which one to test this week, with a date to look at the results. Since neither of you naturally enjoys the final ten percent, decide up front who sends the follow-ups and files the receipts. If a debate turns sharp in front of others, finish it in private; you may both enjoy the sparring, but onlookers may not read it that way.",
  },
  "ESFJ+ISFJ": {
    shared:
      "A Host and a Caretaker care in the same concrete way. Sharing Sensing, Feeling and Judging, each remembers who takes oat milk, whose parent has surgery on Tuesday and which holiday recipe has to be made the old way. Traditions matter to them, and so do kept promises. They may also share a habit of swallowing small grievances to keep the peace, then feeling them for weeks.",
    different:
      "They differ only on the first letter. The Host is Extraverted and often shows care out loud and in company: the party, the group chat, the round of introductions. The Caretaker is Introverted and tends to care quietly, one person at a time, restocking the supply closet before anyone notices it was low. After a busy Saturday, the Host may want to call friends and go over the day while the Caretaker needs a silent evening to recover.",
    together:
      "Divide the hosting by temperament: the Host greets and connects, while the Caretaker runs the kitchen and spots the guest who needs a quiet corner. The Host can thank the Caretaker's invisible work out loud, in front of others, where it might otherwise pass unseen. And since neither of you finds it easy to ask, take turns answering one honest question each week: what would help you right now?",
  },
  "ESTJ+ISTJ": {
    shared:
      "With Sensing, Thinking and Judging in common, Organizers and Keystones trust what has been shown to work, say plainly what they think and like a decision settled. Between them, the group trip has a rental car reserved, a spreadsheet of deposits and a note about the restaurant that closes on Mondays. Each keeps promises precisely and may quietly lose patience with people who treat a deadline as a suggestion.",
    different:
      "The difference is Extraverted versus Introverted. The Organizer is Extraverted and tends to stand up in a muddled meeting and assign owners on the spot; the Keystone is Introverted and would rather read the documents first and send a written summary afterward. Near a project deadline, the Organizer may phone the supplier while the Keystone checks which version of the contract was signed. A Keystone's silence in a meeting is often preparation, not agreement.",
    together:
      "Let the Keystone review a plan before the Organizer announces it; a day's delay often saves a costly error. In return, the Organizer can take on the conversations the Keystone finds draining, such as the call to the city or the awkward vendor. Since neither of you leans toward unplanned time, leave one afternoon a month deliberately empty and resist the urge to fill it with errands.",
  },
  "INFJ+ISFJ": {
    shared:
      "Confidants and Caretakers share Introverted, Feeling and Judging preferences. They tend to keep a small circle, listen more than they talk and remember what a friend mentioned weeks ago. A quiet dinner for two suits them better than a crowded party, and a settled plan suits them better than a surprise. Each carries a familiar risk: giving care for months without asking for any.",
    different:
      "The second letter is their one point of difference. The Confidant is Intuitive and reads patterns, sensing where a situation is heading before the evidence is in; the Caretaker is Sensing and reads concrete needs, such as a skipped lunch or a report due at four. When a shared friend goes quiet, the Confidant may form a theory about the deeper cause, while the Caretaker drops off soup and offers a ride. Both are care.",
    together:
      "When someone you both love is struggling, compare notes: the Confidant's hunch and the Caretaker's observed details make a fuller picture than either alone. Since each of you tends to absorb irritations in silence, agree on a signal such as 'small thing' that means a minor hurt is coming and can be said without drama. Take turns being the one who is looked after.",
  },
  "INTJ+ISTJ": {
    shared:
      "For a Cartographer and a Keystone, an agenda sent ahead beats an open-ended chat. Introverted, Thinking and Judging, they weigh decisions by logic and like them closed. Neither needs daily contact to feel close, and both show loyalty through kept promises: the passport renewal on the calendar, the deadline met without fuss. An afternoon of working side by side in near silence can count, for this pair, as a good day.",
    different:
      "Intuitive and Sensing are where they part. The Cartographer is Intuitive and starts from where things should end up, ready to redesign a process once it stops serving the goal. The Keystone is Sensing and starts from what has worked before, asking whether an idea has been tried. Choosing new software at work, the Cartographer may favor the bold option while the Keystone wants to hear how last year's rollout went.",
    together:
      "Whenever a new idea comes up, agree on a short pilot with a clear end date. It gives the Cartographer a fair test and the Keystone real evidence, and it turns a debate into a shared experiment. Because both of you may reach for a fix when the other wanted company, ask 'ideas or just an ear?' before answering. Say appreciation out loud now and then, too.",
  },
  "ISFP+ISTP": {
    shared:
      "Makers and Troubleshooters are Introverted, Sensing and Perceiving. They tend to learn with their hands, notice small physical details and leave room for a drive decided over breakfast. Neither rushes to fill a silence, and both give the people around them plenty of room. Restoring a secondhand chair together, one sanding and one tightening the joints, is the kind of afternoon that suits them.",
    different:
      "Thinking versus Feeling is where they differ. The Troubleshooter is Thinking and tends to weigh a choice by what works and what is simplest; the Maker is Feeling and weighs it by how it will feel to the people involved. Redoing a shared room, the Troubleshooter may pick the sturdiest shelf while the Maker holds out for the one whose color is right. A short verdict from the Troubleshooter may land harder on the Maker than intended.",
    together:
      "Before commenting on something the other made, name one thing that works, then the single change. The Troubleshooter offers a clear, practical read of a problem; the Maker offers a sense of how a choice will feel to live with. As you both sort out feelings privately, agree on one plain sentence for when something is off, such as 'something bugged me, can we talk tonight?'",
  },
  "ENFJ+ESTJ": {
    shared:
      "Mentors and Organizers are Extraverted and Judging, so each is comfortable stepping forward when a group is stuck and likes a plan with names and dates on it. At a neighborhood meeting, they may be the two people who leave with a spokesperson chosen and a follow-up date set. They share a habit of taking on too much and a low tolerance for plans that drift.",
    different:
      "The middle two letters separate them. The Mentor is Intuitive and sees what people could grow into, while the Organizer is Sensing and checks the actual budget and delivery date. The Mentor is Feeling and weighs the effect on people; the Organizer is Thinking and looks to fairness and results. When a teammate misses a deadline on a shared project, the Mentor may first ask how that person is doing; the Organizer may ask when the work will arrive.",
    together:
      "Between you, you hold two halves of good leadership. The Organizer can help the Mentor give hard feedback sooner and more plainly; the Mentor can help the Organizer notice the quiet person who has not spoken yet. When you plan something together, agree on who owns the schedule and who owns the people side, and check in halfway so neither of you quietly takes over the other's part.",
  },
  "ENFP+ENTJ": {
    shared:
      "A Spark and a Navigator share Extraverted and Intuitive preferences, so their conversations tend to move quickly toward what could be. Each enjoys a big idea, talks it through out loud and gets energy from people. A casual dinner between them can end with a sketch of a business or a plan to start a neighborhood book swap. They may also share a calendar problem: too many yeses.",
    different:
      "They part ways on the last two letters. The Navigator is Thinking and weighs choices by logic and efficiency; the Spark is Feeling and weighs them by what feels right and fair to the people involved. The Navigator is Judging and wants the plan dated, while the Spark is Perceiving and prefers to see how things unfold. For a weekend away, the Navigator may book every leg by Friday while the Spark hopes Saturday stays open.",
    together:
      "Let the Spark generate the options and the Navigator set a decision date, agreed in advance so it feels shared rather than imposed. The Navigator can help the Spark's ideas reach the finish line; the Spark can remind the Navigator that the people on the team matter as much as the milestones. When the Navigator has a critique, opening with what works helps the Spark hear the rest.",
  },
  "ENFP+INTP": {
    shared:
      "Intuitive and Perceiving, Sparks and Puzzlers chase ideas for the pleasure of it and keep a question open longer than most people find comfortable. A conversation that starts with a documentary can wander for hours and end somewhere neither expected. Rules kept only out of habit tend to irritate them both, and the unopened bills may sit in the same pile.",
    different:
      "The Spark is Extraverted and recharges around people, while the Puzzler is Introverted and recharges alone. The Spark is Feeling and weighs choices by their effect on people and values; the Puzzler is Thinking and weighs them by logic and accuracy. When a friend tells a story about a disastrous trip, the Spark may ask how it felt, while the Puzzler wonders aloud why the booking system failed. Both are forms of interest.",
    together:
      "Use ideas as your meeting ground, then respect the difference in pace: the Spark can say when they need company, and the Puzzler can ask for a quiet evening without it meaning anything. The Puzzler can test the Spark's plans for weak points before launch; the Spark can help the Puzzler put a feeling into one plain sentence. Keep shared dates in a single calendar you both check.",
  },
  "ENTJ+INFJ": {
    shared:
      "Navigators and Confidants are Intuitive and Judging: they look ahead, picture where a situation is heading and like to reach a conclusion and see it through. Each prefers a long-range direction to reacting day by day. Give them a cause they believe in and they may spend an evening turning it into a plan, one drafting milestones and the other asking who it will help.",
    different:
      "Extraverted versus Introverted and Thinking versus Feeling set them apart. The Navigator is Extraverted and thinks out loud in a busy meeting; the Confidant is Introverted and often speaks once, late, after reading the room. The Navigator weighs a choice by logic and results, the Confidant by its effect on people and values. During a team reorganization, the Navigator may push for a quick decision while the Confidant senses that one colleague is quietly distressed.",
    together:
      "The Navigator can ask for the pattern the Confidant has noticed and wait for the answer, even when it arrives with few reasons attached. The Confidant can raise concerns early rather than letting them build toward a sudden exit. One habit bridges the pace: before deciding, the Navigator pauses for objections, and the Confidant arrives with one written sentence to say in the first part of the discussion.",
  },
  "ENTP+ESTJ": {
    shared:
      "An Innovator and an Organizer share Extraverted and Thinking preferences, and it shows in any meeting they attend. They tend to say what they think, argue a point without taking it personally and judge an idea by whether it holds up. A disagreement between them is often short, frank and over by lunch, and each respects pushback that comes with a good reason.",
    different:
      "They differ on the second and fourth letters. The Innovator is Intuitive and asks what would happen if the rule were flipped; the Organizer is Sensing and trusts methods with a track record. The Organizer is Judging and wants owners and dates, while the Innovator is Perceiving and likes to keep options open. In a project, the Innovator may propose a fresh approach on Thursday just as the Organizer finalizes the schedule.",
    together:
      "Agree on when ideas are welcome and when the plan is locked. Until a set date, the Innovator brings new options; after it, the Organizer runs the schedule and late ideas go into a shared parking-lot document for next time. The Organizer gains a partner who finds weak spots early, and the Innovator gains someone who makes sure good ideas actually ship.",
  },
  "ESFJ+ESTP": {
    shared:
      "Hosts and Dynamos are Extraverted and Sensing. They tend to be at ease in a crowd, notice concrete details such as who is standing alone or who is really making the decisions, and prefer doing to theorizing. Each turns 'we should get together sometime' into an actual Saturday. At a block party, the Host has the name tags ready and the Dynamo has the stubborn grill lit.",
    different:
      "The last two letters are where they diverge. The Host is Feeling and thinks first about who a choice will affect; the Dynamo is Thinking and weighs it by what works. The Host is Judging and likes a settled plan; the Dynamo is Perceiving and prefers to adjust as things unfold. When a road trip hits a closed highway, the Dynamo may reroute on the spot while the Host wonders whether everyone in the car got a say.",
    together:
      "The Dynamo brings frankness and quick fixes; the Host brings follow-through and a sense of who needs looking after. Before changing a plan you made together, the Dynamo can check with the Host first. The Host, in turn, can say directly when a blunt remark stung instead of letting it cool into distance. A short, plain exchange tends to suit you both better than careful hints.",
  },
  "ESFP+ESTJ": {
    shared:
      "Celebrants and Organizers share Extraverted and Sensing preferences: they tend to prefer concrete examples to abstract talk, learn by doing and feel at home among people. Each is quick with practical help when a friend moves, the Celebrant arriving with pizza and a playlist, the Organizer with a dolly and packing tape at eight in the morning. They also like plans that actually happen, though they get there differently.",
    different:
      "Their differences lie in the third and fourth letters. The Organizer is Thinking and weighs fairness and results; the Celebrant is Feeling and weighs how a choice lands on people. The Organizer is Judging and likes the weekend mapped out, while the Celebrant is Perceiving and keeps room for the invitation that arrives at noon. Directness the Organizer means as respect for everyone's time may land harder on the Celebrant, especially in front of others.",
    together:
      "Keep a shared calendar with a few fixed points, and leave one block each week open for whatever the Celebrant finds. The Organizer can give frank notes privately rather than in front of friends. The Celebrant can bring up a serious topic, such as money, over a relaxed weekend breakfast rather than postponing it. The Organizer adds structure to the Celebrant's week, and the Celebrant makes sure the structure gets enjoyed.",
  },
  "ESTJ+INTJ": {
    shared:
      "Organizers and Cartographers are Thinking and Judging. They tend to decide by logic, value competence and like a plan settled and tracked. Meetings that end without a decision wear on each of them. Each respects people who keep their word, and each may offer a solution when a friend wanted sympathy first. On a shared project, this pair often agrees within minutes on the deadline and the quality bar.",
    different:
      "Where they differ is the first two letters. The Organizer is Extraverted and works things out in conversation; the Cartographer is Introverted and tends to think alone before speaking. The Organizer is Sensing and trusts proven methods and checkable facts, while the Cartographer is Intuitive and works backward from a long-term vision. Asked to fix a slow process, the Organizer may tighten the existing steps while the Cartographer proposes redesigning the whole thing.",
    together:
      "Decide together which problems need a tune-up and which need a redesign. The Cartographer can supply the long view; the Organizer can turn it into owners and dates and keep it moving. When you disagree, the Organizer can allow time for a written reply, and the Cartographer can share a draft early rather than a finished verdict. One unscheduled evening now and then does you both good.",
  },
  "ESTP+ISFP": {
    shared:
      "Dynamos and Makers share Sensing and Perceiving. They tend to live in the present, notice physical details and welcome a plan made that morning. Doing beats reading about it for both of them, so a spontaneous trip to the coast, a flea market on a whim or a late swim can appeal to both. Neither has much patience for rules enforced with no reason given.",
    different:
      "The first and third letters separate them. The Dynamo is Extraverted and moves fast in company; the Maker is Introverted and recharges alone, often by making something. The Dynamo is Thinking and speaks plainly about problems; the Maker is Feeling and weighs how words and choices land on people. After a disappointing evening out, the Dynamo may say exactly what went wrong while the Maker goes quiet, and that quiet may not mean agreement.",
    together:
      "Share the spontaneity and take turns setting the volume: the Dynamo's crowded game night one week, the Maker's quiet drive the next. When the Maker goes silent, the Dynamo can ask directly and gently what happened; the Maker can name a small hurt the day it happens. The Dynamo offers momentum and plain talk, and the Maker offers close attention and a feel for what a moment needs.",
  },
  "INFJ+ISTJ": {
    shared:
      "Introverted and Judging, Confidants and Keystones tend to keep friends for decades rather than collect them, recharge alone and like to know on Monday what the week is for. A calendar rearranged at the last minute is hard on each of them. Each stays loyal through hard seasons, and each may let resentment build in silence rather than raising a small problem the first time it happens.",
    different:
      "The middle letters differ. The Confidant is Intuitive and trusts a pattern assembled from small signals; the Keystone is Sensing and trusts evidence they can check. The Confidant is Feeling and weighs the effect on people, while the Keystone is Thinking and weighs logic and fairness. When a friend's new venture looks risky, the Confidant may sense trouble without listing reasons, while the Keystone asks whether anyone has read the lease terms.",
    together:
      "Agree to raise small irritations early, in one sentence, since you both tend to save them up. When the Confidant senses trouble, the Keystone can treat the hunch as a prompt to check the details rather than a claim to dismiss. The Keystone can open with how a decision affects people before listing the facts. Together you tend to catch both the quiet signals and the overlooked clause.",
  },
  "INTJ+ISFJ": {
    shared:
      "Cartographers and Caretakers are Introverted and Judging. They tend to prefer a quiet evening to a crowded room, think before speaking and like plans settled in advance. Each shows loyalty through reliable action rather than speeches: the Cartographer with a shared budget, the Caretaker with soup when someone is ill. Surprises that upend an already organized week tend to unsettle them both.",
    different:
      "Two letters differ: Intuitive versus Sensing and Thinking versus Feeling. The Cartographer is Intuitive and works from a long-term vision; the Caretaker is Sensing and keeps track of present, concrete needs. The Cartographer weighs choices by logic, the Caretaker by their effect on people. Planning a family move, the Cartographer may compare school data and commute times while the Caretaker thinks about how the grandparents will manage the stairs.",
    together:
      "Bring both views to shared decisions: the Cartographer's plan and the Caretaker's sense of who it will affect. The Cartographer can frame feedback gently and specifically, since the Caretaker may hear critique of the work as critique of themselves. The Caretaker can say plainly what they need instead of hinting. Once a week, each names one thing the other did that helped.",
  },
  "ISFJ+ISTP": {
    shared:
      "Caretakers and Troubleshooters are Introverted and Sensing. They tend to notice concrete details others miss, from a sticking door hinge to a colleague who skipped lunch, and show care through practical acts rather than speeches. After a storm, the Caretaker checks on the elderly neighbor and brings soup, while the Troubleshooter has the fallen fence back up by noon. A comfortable quiet between them is rarely a problem.",
    different:
      "They differ on the third letter and the fourth. The Caretaker is Feeling and weighs how a choice affects people; the Troubleshooter is Thinking and looks for the simplest fix that will hold. The Caretaker is Judging and likes routines and settled plans; the Troubleshooter is Perceiving and keeps the calendar open. A trip booked six months ahead may reassure the Caretaker and feel like a closed door to the Troubleshooter.",
    together:
      "Agree on a few fixed dates and leave the rest open, so the Caretaker has certainty where it counts and the Troubleshooter keeps some freedom. The Troubleshooter can say one sentence about how they feel instead of only fixing the problem; the Caretaker can ask for help directly instead of waiting to be noticed. A shared hands-on task is often where this pair talks most easily.",
  },
  "ENFJ+ISFP": {
    shared:
      "The Feeling preference is what Mentors and Makers share. Each weighs a decision by how it lands on people and by what they value, and each tends to notice a friend's mood before it is named. The Mentor responds with a phone call and a plan; the Maker with a playlist or a lamp moved to warm a room. Kindness sits near the center of both.",
    different:
      "Three preferences differ. On the first letter, the Mentor is Extraverted and the Maker Introverted. On the second, the Mentor is Intuitive and looks to what someone could become; the Maker is Sensing and attends to what is here now. On the last, the Mentor is Judging and likes a dated plan, while the Maker is Perceiving and prefers to see how the day goes. Saturday may begin with the Mentor's agenda and the Maker's hope for none.",
    together:
      "The Mentor can offer encouragement and help breaking a distant goal into steps; the Maker can offer acceptance and a slower, less scheduled way of spending time. Before suggesting a plan for the Maker's work or life, the Mentor can ask what kind of support is wanted. The Maker can voice a small disagreement early, since a Mentor may read quiet as a verdict.",
  },
  "ENFP+ISFJ": {
    shared:
      "Sparks and Caretakers share a Feeling preference: each weighs choices by their effect on people and on values, and each notices the guest at a party who knows no one. The Spark goes over to ask about their unusual tote bag; the Caretaker introduces them to someone they will like. Each may also hide a hurt behind a pleasant face and mention it weeks later.",
    different:
      "They part on three counts, sharing only Feeling. The Spark is Extraverted and the Caretaker Introverted. The Spark is Intuitive and chases new possibilities, while the Caretaker is Sensing and values tradition and routines that have proven themselves. The Spark is Perceiving, the Caretaker Judging. When the Spark proposes swapping the usual holiday gathering for a spontaneous trip, the Caretaker may feel something built for everyone is being lost.",
    together:
      "Keep one tradition fixed and try one new thing each season, so the Caretaker keeps continuity and the Spark gets novelty. The Spark can keep a short list of promises made and check it weekly, which the Caretaker will notice and value. The Caretaker can say out loud when they could use a hand. And both of you can agree to mention a hurt while it is still small.",
  },
  "ENTJ+ISFJ": {
    shared:
      "What Navigators and Caretakers have in common is Judging: a liking for plans made in advance, promises kept and a calendar that holds. Each tends to be the reason things get done, the Navigator through milestones and named owners, the Caretaker through restocked supplies and reminders nobody sees. Drifting plans bother them both, and each may take on more than a fair share without saying so.",
    different:
      "Judging aside, they differ on the first three letters. The Navigator is Extraverted and the Caretaker Introverted. The Navigator is Intuitive and focused on the long-range goal; the Caretaker is Sensing and focused on present details. The Navigator is Thinking and weighs logic and efficiency; the Caretaker is Feeling and weighs the effect on people. When a team process is overhauled, the Navigator sees the hours saved while the Caretaker sees the colleagues who relied on the old routine.",
    together:
      "The Navigator can explain why a change is happening and invite the Caretaker to own part of it, since a role and a reason make change easier to accept. The Caretaker can point out who a plan will affect before it goes out. Direct feedback from the Navigator lands better in private, with what works named first, and the Caretaker can answer honestly when asked what they need.",
  },
  "ENTP+ISFP": {
    shared:
      "The Perceiving preference is what Innovators and Makers share. Each likes to keep options open, adapt as things unfold and say yes to something unplanned: a detour to an odd little museum, a late swim, a picnic on a Wednesday. Rigid rules with no explanation tend to frustrate them both, and neither has much appetite for mapping out next year in detail.",
    different:
      "The first three letters run the other way. The Innovator is Extraverted and thinks aloud; the Maker is Introverted and thinks quietly. The Innovator is Intuitive and loves abstract angles, while the Maker is Sensing and attends to texture, light and sound. The Innovator is Thinking, weighs logic and enjoys debate; the Maker is Feeling, weighs values and avoids arguing for its own sake. A playful critique of the Maker's work may land as a judgment.",
    together:
      "The Innovator can say clearly when they are testing an idea rather than criticizing it, and ask before debating anything the Maker made. The Maker can say what they would like while the group is still deciding, not after. Shared spontaneity is your easiest common ground: let the Innovator pick the destination and the Maker shape the day once you arrive.",
  },
  "ESFJ+ISTP": {
    shared:
      "Hosts and Troubleshooters are Sensing: they trust concrete facts and notice what is actually in front of them. The Host sees the guest without a drink; the Troubleshooter hears the new rattle under the car. Each prefers practical help to abstract talk. When a friend's laptop dies the night before a deadline, the Host arrives with dinner while the Troubleshooter gets the machine booting again.",
    different:
      "Only the second letter, Sensing, is shared. The Host is Extraverted, the Troubleshooter Introverted. The Host is Feeling and weighs effects on people; the Troubleshooter is Thinking and looks for what works. The Host is Judging and likes dates set early, while the Troubleshooter is Perceiving and keeps them open. A thumbs-up reply to the Host's long, warm message may read as coolness when it means the Troubleshooter was mid-repair.",
    together:
      "The Host can ask directly rather than guess when the Troubleshooter goes quiet, and give big questions some lead time, asked in the morning, answered at dinner. The Troubleshooter can agree to a few fixed commitments and name a feeling in one sentence. In exchange, the Host brings warmth and a reliable rhythm, and the Troubleshooter brings calm and repairs that hold.",
  },
  "ESTJ+INFJ": {
    shared:
      "Organizers and Confidants are both Judging. They like a week with its shape set in advance, prefer settled decisions and follow through on what they agree to. A plan changed without explanation tends to unsettle them equally. Each holds themselves to high standards and may quietly redo a task someone else handled rather than trust the result.",
    different:
      "Only Judging is shared. The Organizer is Extraverted and decides in the room; the Confidant is Introverted and speaks after reflection. The Organizer is Sensing and trusts facts they can check; the Confidant is Intuitive and trusts patterns. The Organizer is Thinking, with fairness and results as the test; the Confidant is Feeling and weighs the effect on people. In a meeting, the Organizer may announce a plan before the Confidant has voiced a concern about it.",
    together:
      "The Organizer can invite the Confidant's view before announcing a plan, and welcome a written reply after the meeting. The Confidant can write down the three or four observations behind a hunch, which turns it into something the Organizer can act on. Because both of you like closure, agree in advance on when a decision will be made, so neither feels rushed or stalled.",
  },
  "ESTP+INTJ": {
    shared:
      "Dynamos and Cartographers share the Thinking preference: they weigh decisions by logic, speak plainly and respect people who say what they mean. Neither has much patience for vague answers or rules nobody can justify. Their arguments tend to be blunt, and often useful. Each may also jump to solving a friend's problem before hearing the whole story.",
    different:
      "Only Thinking is shared. The Dynamo is Extraverted and the Cartographer Introverted. The Dynamo is Sensing and reads the situation in front of them; the Cartographer is Intuitive and plans from a distant goal back to today. The Dynamo is Perceiving and adjusts as results come in, while the Cartographer is Judging and likes the route planned. Buying a used car, the Dynamo may be haggling on the lot while the Cartographer is still comparing running costs.",
    together:
      "Let the Cartographer set the destination and the Dynamo handle the moves along the way. The Dynamo can ask the Cartographer for the downside of a decision before acting; the Cartographer can show the plan while it is still rough and accept that some details will be settled on the spot. In a negotiation, from a rent renewal to a project scope, your mix of preparation and quick reading can serve you well.",
  },
  "INTJ+ISFP": {
    shared:
      "Cartographers and Makers share an Introverted preference. They tend to recharge alone, think before speaking and keep a few close friends rather than a wide network. Neither needs constant contact, and each can give the other room without taking silence personally. A long afternoon in the same house, one working on a plan and the other on a sketch, can feel like good company to both.",
    different:
      "The last three letters all differ. The Cartographer is Intuitive and looks to the long view; the Maker is Sensing and pays attention to the present moment. The Cartographer is Thinking and weighs logic; the Maker is Feeling and weighs values. The Cartographer is Judging and likes a dated plan; the Maker is Perceiving and adapts. Talking about next year's savings, the Cartographer builds a spreadsheet while the Maker would rather decide what this month looks like.",
    together:
      "Turn each long-range goal into one near step you can take this weekend; the Cartographer gets progress and the Maker gets something concrete. The Cartographer can frame critique of anything the Maker made gently and specifically. The Maker can mention a small objection the day it arises instead of withdrawing. Notice each other's gestures out loud, whether a renewed passport or a playlist made for a hard week.",
  },
  "ENTJ+ISFP": {
    shared:
      "An ENTJ and an ISFP have opposite preferences on every dimension, so there is no shared letter to lean on. What they can share is whatever brought them into the same room, such as a team goal, a home or a long friendship, along with a respect for work done well. The Navigator shows it in a finished milestone, the Maker in a piece reworked until it feels right.",
    different:
      "All four letters differ. The Navigator is Extraverted, Intuitive, Thinking and Judging: outspoken, future-focused, logical and keen on dates. The Maker is Introverted, Sensing, Feeling and Perceiving: quiet, present-focused, values-led and flexible. Planning a shared vacation, the Navigator may send a ranked shortlist within the hour while the Maker hoped first to talk about how the trip should feel. Both are ways of caring about it.",
    together:
      "Slow the decision down on purpose. The Navigator can ask what the Maker hopes to get from a plan before offering an improved version, and let some choices be entirely the Maker's, with no edits. The Maker can state one preference plainly before the decision is made. The Navigator offers direction and follow-through; the Maker offers calm, a good eye and a reminder to enjoy the present.",
  },
  "ESTJ+INFP": {
    shared:
      "An ESTJ and an INFP have preferences that run opposite on every dimension, and it helps to say so plainly. What they can share is the reason they are together, such as a family, a team or a friendship, and a deep loyalty: the Organizer stands beside the people they love in a dispute, and the Poet defends a friend's character to others. Each holds firmly to principles once they are settled.",
    different:
      "Each of the four dimensions points the other way. The Organizer is Extraverted, Sensing, Thinking and Judging: direct, factual, results-minded and scheduled. The Poet is Introverted, Intuitive, Feeling and Perceiving: reflective, imaginative, values-led and open-ended. As a shared deadline approaches, the Organizer may want a list of owners and dates today, while the Poet is still asking whether the work feels true. Both are taking it seriously.",
    together:
      "The Organizer can hand one area, such as weekend plans, to the Poet completely and ask an open question before giving advice. The Poet can explain the value behind a decision in a short written paragraph and put dull tasks in a fixed weekly slot. The Organizer offers structure and follow-through; the Poet offers imagination and a patient ear for what goes unsaid.",
  },
};
