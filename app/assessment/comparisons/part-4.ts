import type { PairTexts } from "./pair-texts";

/** Pair texts, part 4 of 4 (see docs/writing/comparisons.md). */
export const part4: PairTexts = {
  "ENFJ+INFJ": {
    shared:
      "Mentors and Confidants share Intuitive, Feeling and Judging preferences, so they tend to read people closely, care about what a choice does to someone and like a plan with a date on it. Put them on the same project and both may spot the colleague who has gone quiet, then agree within minutes on how to help. Each also tends to carry other people's troubles home at night.",
    different:
      "The one difference is the first letter. The Mentor is Extraverted and recharges among people; the Confidant is Introverted and recharges alone. After a full Saturday at a friend's wedding, the ENFJ may want to join the after-party and talk the day over, while the INFJ wants a quiet evening to let it settle. Neither is holding back. They refill in different ways, and the same day can fill one and drain the other.",
    together:
      "The Confidant can offer the Mentor a slower conversation, one where the ENFJ gets asked about their own week instead of hosting everyone else's. The Mentor can offer the Confidant an easy way into a crowded room, making the introductions an INFJ might skip. Because both tend to absorb other people's moods, a shared habit helps: each names one worry they are holding for someone else and asks whether it is really theirs to carry.",
  },
  "ENTJ+ENTP": {
    shared:
      "Navigators and Innovators are both Extraverted, Intuitive and Thinking, which often makes their conversations fast, loud and fun. They think out loud, chase the bigger pattern and judge an idea by whether its logic holds. Either one is likely to say plainly that a plan has a hole in it, and the other tends to hear that as respect rather than insult. A whiteboard between them fills up quickly.",
    different:
      "Their difference is the last letter. The Navigator leans Judging and wants to close a question, name owners and set a date. The Innovator leans Perceiving and wants to keep the question open while better options may still appear. Planning a group trip, the ENTJ may book the cabin on Tuesday while the ENTP is still floating a train journey through three cities. One protects momentum, the other protects possibility, and a trip needs both.",
    together:
      "Agreeing on a decision date tends to help. Before that date, the Innovator has free rein to generate options and poke holes; after it, the Navigator's plan stands unless both want to reopen it. The ENTJ can offer follow-through on the ideas an ENTP may leave half-built, and the ENTP can offer the Navigator an honest stress test before a plan hardens, framed as a test rather than as opposition.",
  },
  "ENTP+INTP": {
    shared:
      "Put an Innovator and a Puzzler in front of any rule and the first question is likely to be why it exists. They share Intuitive, Thinking and Perceiving preferences. A chat about a board game's scoring can become an hour on whether the rules can be gamed. Both enjoy testing ideas by arguing them, both keep decisions open while something interesting remains, and both may leave the dull final stretch of a project for later.",
    different:
      "Extraverted versus Introverted is where they part. The Innovator is Extraverted and tends to think out loud, in company, with the idea still half-formed. The Puzzler is Introverted and tends to turn an idea over privately before saying much. In a meeting, the ENTP may pitch four versions in ten minutes while the INTP stays quiet, then sends one precise message the next morning explaining which of the four actually works.",
    together:
      "The Innovator can give the Puzzler an audience that takes rough theories seriously, and a reason to share them early. The Puzzler can give the Innovator a careful second look that catches the flaw in version three before it ships. Since both lean Perceiving, one shared habit covers a common gap: pick a single project each season to finish, and ask someone who enjoys closure to hold you both to the date.",
  },
  "ESFP+ESTP": {
    shared:
      "Celebrants and Dynamos are Extraverted, Sensing and Perceiving, so both tend to live in the present and learn by trying. Neither wants a long planning session when a quick test run would answer the question. On a Friday evening, either may turn a cancelled plan into something better within the hour. They read a room fast, enjoy a crowd and bring an energy people notice when they walk in.",
    different:
      "They differ on Thinking and Feeling. The Dynamo leans Thinking and weighs a choice by what works and what it costs. The Celebrant leans Feeling and weighs it by how it lands on the people involved. When a friend's business idea has an obvious flaw, the ESTP may say so on the spot, while the ESFP may first ask how the friend feels about the plan. Both are being honest; they start from different ends.",
    together:
      "Before giving a friend or teammate hard news, these two can compare notes: the Dynamo brings the plain facts, and the Celebrant brings a sense of how and when to say them. Because both lean Perceiving, long-range tasks such as a savings plan or a project's documentation may slip for each of them. A short check-in every couple of weeks, over breakfast and limited to one topic, keeps those from piling up.",
  },
  "ESTP+ISTP": {
    shared:
      "Try it, see what happens, adjust: that instinct comes from the Sensing, Thinking and Perceiving preferences Dynamos and Troubleshooters share. When the car makes a new noise, both would rather open the hood than read a forum thread about it. They tend to speak plainly, keep their options open and prefer a rough fix that works to a tidy plan that doesn't. Each tends to stay calm when something breaks.",
    different:
      "Only the first letter differs. The Dynamo is Extraverted and fixes things by rallying people, making calls and talking it through. The Troubleshooter is Introverted and goes quiet, narrowing in on the problem alone. During an outage at work, the ESTP may be handing out jobs across the room while the ISTP has already found the failing cable and not yet mentioned it. They are solving the same problem at different volumes.",
    together:
      "Splitting the work along Introverted and Extraverted lines tends to suit them: the Troubleshooter takes the deep diagnosis, and the Dynamo handles the people, the phone calls and the difficult client. It helps if the ISTP says one sentence out loud about what they found, and if the ESTP leaves enough quiet for that sentence to arrive. Since follow-up can slide for both, they might close each shared job with a three-line note of what changed.",
  },
  "INFP+INTP": {
    shared:
      "Poets and Puzzlers are Introverted, Intuitive and Perceiving, so both tend to carry a busy inner world and keep plans loose. Either is likely to spend a rainy Sunday deep in one book or project, to answer messages slowly and to welcome odd ideas without judging them. They usually take people as they are, and a long, wandering talk about what could be may suit them both better than a party.",
    different:
      "Their difference lies in the third letter. The Puzzler leans Thinking and asks whether a choice is consistent and accurate. The Poet leans Feeling and asks whether it is true to their values and fair to the people involved. Choosing between two job offers, the INTP may build a spreadsheet of commute times while the INFP picks the company where they won't have to pretend. Each reasons with care; they simply weigh different things.",
    together:
      "The Puzzler can offer the Poet a calm, curious second opinion on a plan, which helps when a note on a draft feels personal. The Poet can help the Puzzler put a feeling into plain words, something INTPs often find harder than any argument. Because both may let a small irritation go unspoken, a short weekly check-in works well for them: one hurt and one practical task each, named and then settled.",
  },
  "INTP+ISTP": {
    shared:
      "When a problem gets interesting, Puzzlers and Troubleshooters both tend to go quiet, and neither asks for much fuss. They share Introverted, Thinking and Perceiving preferences. They trust logic over mood, say what they think in few words and push back on rules whose only reason is habit. Either can go weeks without contact and then pick up a conversation exactly where it stopped, with no score kept.",
    different:
      "They differ on Sensing versus Intuitive. The Troubleshooter leans Sensing and trusts what can be touched and tested: the rattle, the log file, the half-second lag. The Puzzler leans Intuitive and wants the theory underneath. When a laptop won't boot, the ISTP may have the casing off within minutes, while the INTP wants to understand why that model fails in the cold. One finds the fix, the other explains it.",
    together:
      "Working on a problem side by side tends to suit them better than talking about it. The Puzzler can bring the model that explains why a fix worked; the Troubleshooter can bring the quick test that shows whether a model is right. Since both lean Perceiving and may let the write-up slide, they might agree that whoever found the answer writes two lines about it before moving on to the next thing.",
  },
  "ISTJ+ISTP": {
    shared:
      "Keystones and Troubleshooters share Introverted, Sensing and Thinking preferences, so they tend to trust evidence they can check, speak plainly and prefer doing to talking. Either would rather help a friend move a fridge down the stairs than discuss feelings over coffee. Both notice small concrete details, such as a low tire or a loose hinge, and both give short, honest verdicts that others learn to rely on.",
    different:
      "Judging versus Perceiving is the one preference that splits them. The Keystone leans Judging: a plan, a schedule and the same diner on the first Sunday of each month. The Troubleshooter leans Perceiving: options kept open and a yes to the kayak trip decided that morning. When a shared trip comes up six months ahead, the ISTJ may want the deposit paid now while the ISTP hesitates to commit. One is protecting reliability, the other freedom.",
    together:
      "A useful split is fixed and open. The two can agree which parts of a plan are fixed, such as dates, money and the lease, and leave the rest free for improvising. The Keystone can offer the Troubleshooter checklists and handoff notes that keep finished work on record. The Troubleshooter can offer the Keystone a quicker route when a procedure has outlived its purpose, backed by a small test rather than an argument.",
  },
  "ENFJ+INFP": {
    shared:
      "Mentors and Poets share Intuitive and Feeling preferences. Both tend to see people as stories still being written and to notice potential in someone who doubts themselves. A friend's half-admitted ambition, like learning the cello or applying to art school, is likely to get warm encouragement from either of them. They care about values more than status, and both may keep a small hurt to themselves to protect the peace.",
    different:
      "Two preference pairs differ. On the first letter, the Poet is Introverted and the Mentor Extraverted, so a week of gatherings that restores the ENFJ may leave the INFP wanting a quiet evening with music. On the last, the Mentor leans Judging and likes plans with dates, while the Poet leans Perceiving and keeps room for an unplanned afternoon. The ENFJ may turn the Poet's idea into a schedule before the INFP has finished imagining it.",
    together:
      "The Mentor can offer structure the Poet can borrow when a cherished project stalls, such as a set date to share a first draft. The Poet can offer acceptance with no plan attached, something Mentors rarely get. Before helping, the ENFJ does well to ask what kind of support the INFP actually wants, and the INFP does well to name small frustrations within a day instead of letting them build.",
  },
  "ENFP+ESFJ": {
    shared:
      "At a party, a Spark and a Host are likely to be the two people who notice the newcomer standing alone and bring them into the group. Their shared Extraverted and Feeling preferences mean both light up around people and weigh choices by their effect on others. They show warmth openly, remember what a friend mentioned last week and ask how it went, and may take a cold reply in the group chat harder than they let on.",
    different:
      "Intuitive versus Sensing and Perceiving versus Judging are their two differences. The Host leans Sensing and Judging: concrete details, kept traditions and a table booked for Saturday at seven. The Spark leans Intuitive and Perceiving: new possibilities and a plan that might change by Friday. Organizing a friend's birthday, the ESFJ may have the guest list and the cake sorted while the ENFP proposes moving the whole thing to the lake. Both want the friend to feel celebrated.",
    together:
      "Each can hand the other what they do best. The Spark brings fresh ideas to a tradition that may be due for a change; the Host brings the follow-through that turns a bright idea into an evening that actually happens. A simple rule helps: once the ESFJ has booked something, the ENFP treats it as fixed, and in return the Host leaves one open slot for the Spark to fill on the day.",
  },
  "ENFP+ISFP": {
    shared:
      "Sparks and Makers share Feeling and Perceiving preferences. Both lean on personal values when deciding, take people as they come and keep plans loose enough for a yes on short notice. A Wednesday picnic, a detour to a flea market or a late swim tends to appeal to both. Each may also smile past a remark that stung and mention it only much later, if at all.",
    different:
      "The first two letters differ here. The Spark is Extraverted and Intuitive, drawn to people and to what could be; the Maker is Introverted and Sensing, drawn to quiet and to what is here now. At a friend's party, the ENFP may be chatting with strangers about a bold plan for next summer while the ISFP is in the kitchen, noticing that the lamp makes the room feel harsh and moving it.",
    together:
      "The Spark can offer the Maker an audience for work that might otherwise stay in a drawer, plus introductions to people who would enjoy it. The Maker can offer the Spark a slower, present-tense kind of time: one concrete thing done well instead of five begun. Since both may hide small hurts, they can agree to say the one thing that bothered them within a day, plainly and without a joke attached.",
  },
  "ENTJ+INTP": {
    shared:
      "Navigators and Puzzlers share Intuitive and Thinking preferences, so both tend to look for the pattern beneath a problem and to judge ideas by their logic rather than their source. A senior colleague's proposal gets the same scrutiny from either of them as an intern's. They can enjoy long arguments about how a system ought to work, and both tend to hear blunt criticism of an idea as useful.",
    different:
      "Their first and last letters differ. The Navigator is Extraverted and Judging: they think aloud, decide and set a date. The Puzzler is Introverted and Perceiving: they think privately and keep a question open until the facts are in. On a shared project, the ENTJ may want the approach settled by Tuesday's meeting, while the INTP is still testing whether the premise holds. Speed and thoroughness are both serving the work.",
    together:
      "From the Puzzler, the Navigator gets the careful question that catches a flaw before launch; from the Navigator, the Puzzler gets a route from idea to finished result. It helps if the ENTJ states a decision deadline plainly and leaves the method open, and if the INTP shares rough thinking early, labeled as rough, rather than waiting until it feels airtight. Then they can argue about the content instead of the pace.",
  },
  "ENTP+INFP": {
    shared:
      "Innovators and Poets share Intuitive and Perceiving preferences. Both are drawn to possibilities, keep plans open and can lose a weekend to an idea that caught them. Either may own a folder of half-finished projects. They tend to welcome the unusual friend, the odd question and the plan that changes halfway, and a conversation between them can wander a long way from where it started.",
    different:
      "They differ on the first and third letters. The Innovator is Extraverted and Thinking, testing ideas out loud by arguing them. The Poet is Introverted and Feeling, weighing ideas privately against what feels true. When the Poet shares a cherished plan, the ENTP may start cross-examining it for sport while the INFP hears the questions as a verdict on something personal. Both care about the idea; they show it in different ways.",
    together:
      "Announcing the mode helps these two. The Innovator can say when they are testing an idea rather than judging it, and ask first whether the Poet wants critique or company. The Poet can tell the Innovator which part of a plan matters most to them, so the debate can go easy there. In return, the ENTP offers a push to share work early, and the INFP offers a depth that quick debates may skip.",
  },
  "ESFJ+INFJ": {
    shared:
      "Hosts and Confidants share Feeling and Judging preferences. Both weigh a decision by its effect on people, keep their promises and prefer a settled plan to a loose one. Either is likely to remember a friend's hospital appointment and check in that morning. They also share a risk: keeping the peace by swallowing small grievances until the pile grows, then feeling hurt that nobody noticed.",
    different:
      "Only Feeling and Judging are shared. The Host is Extraverted and Sensing, caring for a crowd in concrete ways: the meal rota, the seating plan, the birthday list. The Confidant is Introverted and Intuitive, caring through one long conversation and a hunch about what someone is not saying. At a reunion, the ESFJ may be making sure everyone has a plate while the INFJ spends the evening with one cousin who needed to talk.",
    together:
      "They can combine breadth and depth. The Host can draw the Confidant into a gathering without asking them to work the room; the Confidant can tell the Host which guest quietly needs more than a plate. Since both tend to hold back small grievances, a brief regular check-in, with one good thing and one irritation each, can keep their care running in both directions.",
  },
  "ESFP+INFP": {
    shared:
      "Celebrants and Poets have Feeling and Perceiving in common. Both lead with personal values, accept people without trying to fix them and enjoy a plan that can still change. A cousin who doesn't quite fit in at a family gathering is likely to find either of them sitting beside him. Each may also let a small hurt pass to keep the mood intact, and both may leave forms and bills until late.",
    different:
      "Their first two letters set them apart. The Celebrant is Extraverted and Sensing, tuned to the room right now: the music, the food, who needs a drink. The Poet is Introverted and Intuitive, tuned to meaning and to what could be. After a concert, the ESFP may want to head out with the whole group for tacos, while the INFP would rather walk home alone and replay the song that got to them.",
    together:
      "The Celebrant can pull the Poet into experiences they might talk themselves out of, and the Poet can offer the Celebrant the deeper conversation that a busy social life may crowd out. A good rhythm is one small, quiet evening together for every big outing. It also helps to name small hurts within a day, so neither has to guess what the other's silence or cheerfulness is hiding.",
  },
  "ESTJ+ISFJ": {
    shared:
      "Ask who knows where the spare keys are and which form is due when, and an Organizer or a Caretaker may answer first. They share Sensing and Judging preferences, so both trust what has been shown to work, keep their word and like a settled plan. Traditions matter to both, from the standing monthly dinner to the way a holiday is done, and both tend to finish what they start.",
    different:
      "They share Sensing and Judging; the other two letters differ. The Organizer is Extraverted and Thinking: comfortable announcing a plan and weighing it by fairness and results. The Caretaker is Introverted and Feeling: quietly tracking who is overloaded and weighing a plan by its effect on each person. When a team schedule changes, the ESTJ may send the new rota within the hour while the ISFJ wonders how it lands on the colleague with a sick parent.",
    together:
      "Each can fill in the other's picture. The Caretaker can tell the Organizer who a plan will quietly hurt before it is announced; the Organizer can help the Caretaker say no to a request, or voice a disagreement, in plain words. One routine serves both: after any big decision, the ESTJ asks the ISFJ what they really think, and the ISFJ answers with one specific point.",
  },
  "ESTP+ISTJ": {
    shared:
      "Dynamos and Keystones share Sensing and Thinking preferences. Both trust facts they can verify, say what they mean and would rather fix a problem than discuss it at length. Either may be first to respond when a friend's car dies on the highway, one with a truck, the other with the insurance number. Each tends to show care through what they do rather than through long talks about feelings.",
    different:
      "They differ on the first letter and the last. The Dynamo is Extraverted and Perceiving: quick to act, talk and improvise. The Keystone is Introverted and Judging: careful, quiet and guided by precedent. On a weekend away, the ESTP may rewrite Saturday over breakfast because a better option turned up, while the ISTJ has already reserved a restaurant and checked that it is open that night. Movement and continuity both have value.",
    together:
      "They can trade what each finds hardest. The Keystone offers the Dynamo follow-through on the dull middle stretch of a project; the Dynamo offers the Keystone a quick trial that shows whether a new idea works. A helpful agreement: the ISTJ marks the non-negotiables, such as bookings and budget, and the ESTP is free to improvise everything else without asking permission each time.",
  },
  "INFP+INTJ": {
    shared:
      "Poets and Cartographers share Introverted and Intuitive preferences. Both recharge alone, think things through before saying much and are drawn to what could be rather than what is. A long walk with one good conversation suits either better than a crowded bar. Each keeps a private inner workshop, the Poet for stories and values, the Cartographer for plans, and may open it only to a trusted few.",
    different:
      "The last two letters differ. The Cartographer leans Thinking and Judging: they test a plan for logic, commit and move. The Poet leans Feeling and Perceiving: they test a plan against their values and keep it open. Choosing a weekend trip, the INTJ may have compared routes and booked by Wednesday while the INFP is still wondering which town feels right. Both are careful, just about different things.",
    together:
      "The Cartographer can offer the Poet a clear route for a dream that keeps stalling, such as three dated steps toward a portfolio. The Poet can offer the Cartographer attention to how people will feel about a plan, which INTJs may treat as a side issue. It helps if the INTJ shares plans while they are still drafts, and the INFP says plainly which part matters most to them.",
  },
  "INTJ+ISTP": {
    shared:
      "Cartographers and Troubleshooters share Introverted and Thinking preferences. Both tend to work best with a clear goal and a door they can close, both keep their verdicts short and candid, and neither is impressed by titles alone. They respect competence, rarely need constant contact and do not take silence personally. Either may quietly solve a friend's problem and move on without mentioning it.",
    different:
      "The second and fourth letters are where they diverge. The Cartographer is Intuitive and Judging: they work backward from a long-range goal and like the route settled. The Troubleshooter is Sensing and Perceiving: they work forward from the evidence in front of them and keep options open. Renovating a room, the INTJ may want the full plan and budget first, while the ISTP wants to open the wall and see what is behind it.",
    together:
      "A natural split is plan and test. The Cartographer sets the goal and the milestones; the Troubleshooter picks the method and tests it early. The ISTP can commit to checkpoint dates they trust, and the INTJ can resist specifying every step. Both tend to keep feelings private, so a plain sentence about how things are going, said now and then, does more than either may expect.",
  },
  "ISFP+ISTJ": {
    shared:
      "Care from a Maker or a Keystone usually comes as an act rather than a speech. Their shared Introverted and Sensing preferences mean both recharge in quiet and pay close attention to what is in front of them. One may make your tea exactly the way you take it; the other fills your tire before your commute. Neither tends to want a big crowd, and both keep a small circle of friends for years.",
    different:
      "Thinking versus Feeling and Judging versus Perceiving divide them. The Keystone leans Thinking and Judging: logic, fairness and a schedule kept. The Maker leans Feeling and Perceiving: personal values, harmony and room to follow what feels alive today. When the ISFP spends Saturday reworking a garden bed instead of running the planned errands, the ISTJ may see a broken plan while the Maker sees a day well spent. Each is looking after the home in their own way.",
    together:
      "The Keystone can break a distant goal into dated steps for the Maker, such as a monthly savings amount or a portfolio deadline. The Maker can show the Keystone how to enjoy an afternoon with nothing scheduled. Since both may keep irritations to themselves, it helps to raise one the first time it happens, in a single sentence, rather than the fifth time with a list.",
  },
  "ENFJ+ISTJ": {
    shared:
      "Mentors and Keystones share one letter, Judging, and it shows. Both like plans with dates, keep their commitments and feel uneasy when a decision drifts. Either may be the one who sends the meeting summary or books the group dinner. They also share a quieter habit: each may take on more than their share without asking for help, then feel stung that nobody noticed.",
    different:
      "All but the last letter differ. The Mentor is Extraverted and the Keystone Introverted. The ENFJ is Intuitive, focused on what someone could become, while the ISTJ is Sensing, focused on what has worked before. The Mentor is Feeling and weighs a choice by its effect on people; the Keystone is Thinking and weighs logic and fairness. Asked about a friend's new business, the ENFJ may cheer the vision while the ISTJ asks about the lease terms.",
    together:
      "Since both like closure, they can agree quickly on who does what. The Keystone offers the Mentor realism about precedent and limits, useful when the ENFJ is saying yes to too much. The Mentor offers the Keystone words for the appreciation ISTJs tend to show through upkeep. A weekly habit suits them: the ISTJ names one thing they value out loud, and the ENFJ asks before helping.",
  },
  "ENFP+ISTP": {
    shared:
      "A road trip decided over breakfast tends to suit both a Spark and a Troubleshooter, thanks to the Perceiving preference they share: both like to keep options open and adapt as things unfold. Neither is keen to book next summer's holiday in January. Each tends to stay relaxed when plans change at the last minute, and both may let paperwork and follow-up slide while something more interesting has their attention.",
    different:
      "They differ on every letter but the last. The Spark is Extraverted, Intuitive and Feeling: energized by people, drawn to possibilities, guided by values. The Troubleshooter is Introverted, Sensing and Thinking: energized by quiet, drawn to concrete evidence, guided by logic. When a friend is going through a breakup, the ENFP may want to talk it over for an hour, while the ISTP offers a long drive and says little. Both count as care.",
    together:
      "They can meet through doing. The Spark can offer a stream of new plans and people; the Troubleshooter can offer hands-on skill and steadiness when something breaks. Now and then the ISTP can put one feeling into a plain sentence, and the ENFP can ask whether the Troubleshooter wants to talk or to work on something together. An activity side by side often opens more conversation than sitting face to face.",
  },
  "ENTJ+ISTP": {
    shared:
      "Navigators and Troubleshooters share the Thinking preference: both weigh a decision by logic and results, speak plainly and respect competence. Neither needs criticism heavily cushioned, and either may skip the stylistic nitpicks to ask whether something actually works. In a crisis, such as a system outage or a van broken down on a mountain road, both tend to stay level and get to work.",
    different:
      "Every letter but Thinking separates them. The Navigator is Extraverted, Intuitive and Judging: they rally people toward a long-range plan with owners and dates. The Troubleshooter is Introverted, Sensing and Perceiving: they work quietly on the concrete problem at hand and keep the method open. Asked for a detailed quarterly plan, the ENTJ may have it drafted that evening, while the ISTP would rather not promise dates for work not yet seen.",
    together:
      "The Navigator can delegate outcomes rather than steps: name what done looks like and by when, then leave the Troubleshooter free to choose the method. The ISTP can offer milestone dates they can stand behind and a short handoff note at each one. In return the ENTJ gets someone who finds the real fault fast, and the ISTP gets a clear goal without being managed step by step.",
  },
  "ENTP+ISTJ": {
    shared:
      "Innovators and Keystones share the Thinking preference. Both tend to weigh ideas by logic, say honestly when a plan has a flaw and take criticism of their work as information rather than an attack. Ask either whether a business plan holds up and you are likely to get a real answer with reasons. They can respect each other's directness even in the middle of an argument.",
    different:
      "On every letter except Thinking they sit on opposite sides. The Innovator is Extraverted, Intuitive and Perceiving: thinking aloud, chasing new angles and changing course when a better route appears. The Keystone is Introverted, Sensing and Judging: weighing precedent, keeping records and finishing what was agreed. In a Monday meeting, the ENTP may propose rebuilding the whole process while the ISTJ asks whether it has been tried before and what happened.",
    together:
      "A time-limited pilot bridges them well. The Innovator proposes a change, the Keystone asks what problem it solves and when it will be reviewed, and the idea gets a short trial with a clear end date. The Keystone brings the steady finish an Innovator's projects may lack, and the Innovator brings a fresh route when a familiar routine has stopped earning its keep.",
  },
  "ESFP+INFJ": {
    shared:
      "The Feeling preference links Celebrants and Confidants. Both weigh choices by how they affect people, notice when someone is having a hard time and respond with real care. At a farewell lunch, either might spot the guest who looks left out and do something about it. Each may also keep their own worries under wraps, the ESFP behind cheerfulness and the INFJ behind close listening.",
    different:
      "Three of four letters differ, with only Feeling in common. The Celebrant is Extraverted, Sensing and Perceiving: lively, present and happy to change the plan. The Confidant is Introverted, Intuitive and Judging: quiet, future-minded and settled once a plan is made. When a friend is struggling, the ESFP may arrive with pizza and a playlist to lift the evening, while the INFJ wants one long talk about what is really going on.",
    together:
      "Each can bring what the other tends to skip. The Celebrant can coax the Confidant out for a light evening that needs no deeper purpose; the Confidant can give the Celebrant room to share what worries them beyond the funny stories. On busy weekends, it helps to agree in advance when the INFJ will take time alone, and for the ESFP to give a day's notice before plans shift.",
  },
  "ESTJ+INTP": {
    shared:
      "Organizers and Puzzlers have the Thinking preference in common. Each judges a decision by its logic and fairness, prefers a clear argument to an emotional appeal and tends to say what they think. Either is likely to spot the clause in a rental agreement that contradicts another and want to know which one governs. They can disagree sharply about an idea and still get on, because neither tends to take the disagreement personally.",
    different:
      "Where they part is the first, second and fourth letters. The Organizer is Extraverted, Sensing and Judging: quick to act on proven methods, with owners, dates and a written list of actions. The Puzzler is Introverted, Intuitive and Perceiving: slower to decide, testing the theory and keeping the question open. Choosing an apartment, the ESTJ may want to sign by Friday while the INTP wants one more week of commute data. One guards time, the other accuracy.",
    together:
      "The Organizer can offer the Puzzler routines that catch what slips, such as a shared calendar, reminders and a named deadline. The Puzzler can offer the Organizer a better method backed by evidence, which tends to persuade an ESTJ more than enthusiasm does. It helps if the ESTJ asks for the INTP's view before announcing a plan, and if the INTP states a decision and its date in one sentence.",
  },
  "ESTP+ISFJ": {
    shared:
      "The Sensing preference is what Dynamos and Caretakers have in common. Both notice concrete details others skim past: a seller's hesitation, a colleague who skipped lunch, a tire going soft. Each tends to show care through practical help rather than speeches, whether that means jump-starting a neighbor's car or dropping off soup. They trust what they can see and check, and they prefer real examples to abstract theories.",
    different:
      "Sensing is shared; the gaps are in the other three letters. The Dynamo is Extraverted, Thinking and Perceiving: quick, frank and ready to change plans for a better offer. The Caretaker is Introverted, Feeling and Judging: attentive to how people are doing, loyal to routine and unsettled by sudden change. When the Dynamo turns up with game tickets for tonight, the ISFJ may already have the Sunday roast planned for family. Spontaneity and continuity are both gifts here.",
    together:
      "The Dynamo can draw the Caretaker into new experiences, and the Caretaker can offer a warm home base with rituals that last. Two habits help. The ESTP can notice the ISFJ's quiet efforts and say thanks in plain words. The ISFJ can answer an honest question about what they need with one real thing, rather than saying they are fine, so the Dynamo has something concrete to act on.",
  },
  "INTP+ISFJ": {
    shared:
      "Introversion is the one letter Puzzlers and Caretakers share. Both recharge with time alone, tend to think before they speak and prefer a few close people to a wide crowd. Either may be the quiet guest at a party who turns out to be good company once the talk moves to a corner. Both also keep a lot inside, so the other may not know what they are thinking.",
    different:
      "Apart from the Introverted first letter, everything runs the other way between these two. The Puzzler is Intuitive, Thinking and Perceiving: curious about theory, guided by logic, slow to close a decision. The Caretaker is Sensing, Feeling and Judging: attentive to concrete needs, guided by care and fond of settled routines. When a friend shares bad news, the ISFJ may bring a meal and a plan for the week, while the INTP offers an explanation of the problem.",
    together:
      "The Caretaker can keep the practical side of shared life on track, from bills to birthdays, and the Puzzler can offer the Caretaker a curious listener who rarely judges. A bridging habit: the INTP leads with a simple sentence of support before any analysis, and the ISFJ asks directly what the Puzzler's silence means, or names one thing they need, rather than guessing.",
  },
  "ENTP+ISFJ": {
    shared:
      "An Innovator and a Caretaker have opposite preferences on every one of the four dimensions, and it is fairer to say so plainly. What they share comes from elsewhere: the team they both work on, the family they both belong to, a friend they both look after. Both can care a great deal about the same people and the same outcome, and that common ground is often where their best conversations begin.",
    different:
      "Every one of the four letters differs. The Innovator is Extraverted, Intuitive, Thinking and Perceiving: outgoing, idea-hungry, logical and open-ended. The Caretaker is Introverted, Sensing, Feeling and Judging: quiet, detail-minded, people-focused and fond of routine. When the ENTP proposes scrapping a team process on Monday, the ISFJ may think first of the colleagues who rely on it. One pushes for change, the other protects what works.",
    together:
      "A little signposting helps. The Innovator can flag an idea as a test rather than a decision, and ask what the Caretaker thinks before arguing further. The Caretaker can voice a concern early, in one sentence, instead of absorbing it. In return the ENTP brings fresh solutions to old problems, and the ISFJ brings the follow-through and attention to people that help a new idea actually land.",
  },
  "ESTP+INFJ": {
    shared:
      "A Dynamo and a Confidant prefer opposite poles on all four dimensions, and it would be misleading to claim otherwise. What they can share is context: the project they were both assigned, the friend who introduced them, the family table they both sit at. They may also want the same good outcome for someone they care about, even if each would go about it in a very different way.",
    different:
      "All four letters point opposite ways here. The Dynamo is Extraverted, Sensing, Thinking and Perceiving: direct, present-focused and quick to improvise. The Confidant is Introverted, Intuitive, Feeling and Judging: reflective, future-minded and guided by values and settled plans. When a shared friend loses a job, the ESTP may start calling contacts that afternoon, while the INFJ wants to talk about what the loss means to the friend. Action and insight both help.",
    together:
      "Trading strengths works better than trying to convert each other. The Dynamo can offer quick, practical action when the Confidant senses trouble but has no next step yet; the Confidant can offer the Dynamo early notice of hurt that is building quietly in a friend or colleague. A habit that bridges them: the INFJ writes down the observations behind a hunch so the ESTP can act on them, and the ESTP asks before fixing.",
  },
};
